import { chatMessages } from "@/content/chat";
import { qrCodeSvgFile } from "@/lib/qr-code";
import { chatUrlWith } from "@/lib/site-config";

export const dynamic = "force-static";

/** The QR code the call-to-action band shows on wide screens: it opens the same chat as the band's button. */
export function GET() {
  return new Response(qrCodeSvgFile(chatUrlWith(chatMessages.ctaBand)), {
    headers: { "Content-Type": "image/svg+xml" },
  });
}
