import { localeIn } from "@/lib/content";
import { qrCodeSvgFile } from "@/lib/qr-code";
import { chatUrlWith } from "@/lib/site-config";

export const dynamic = "force-static";

/**
 * The QR code the call-to-action band shows on wide screens: it opens the same chat as the band's button, with
 * its first line in the page's language (`lang`: app/[lang]/chat-qr.svg; none, the default language).
 */
export async function GET(_request: Request, context: { params?: Promise<{ lang?: string }> }) {
  const { content } = await localeIn((await context.params)?.lang);
  return new Response(qrCodeSvgFile(chatUrlWith(content.chat.chatMessages.ctaBand)), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
