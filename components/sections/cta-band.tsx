import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink } from "@/components/ui/chat-link";
import { QrCode } from "@/components/ui/qr-code";
import { pageLocale } from "@/lib/page-locale";
import { drawnFiles } from "@/lib/routes.mjs";
import { StaticPart } from "@/components/ui/static-part";

export async function CtaBand() {
  const { content, at } = await pageLocale();
  const { ctaBand } = content.home;
  const { sectionIds } = content.navigation;
  return (
    <StaticPart
      as="section"
      name="contact"
      id={sectionIds.contact}
      aria-labelledby="cta-title"
      className="section"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-center gap-12 rounded-band bg-band px-6 py-14 text-hero-foreground shadow-band sm:px-12">
        <div className="text-center lg:text-left">
          <h2 id="cta-title" className="text-title font-bold tracking-tight text-balance">
            {ctaBand.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-pretty text-hero-muted lg:mx-0">
            {ctaBand.text}
          </p>
          <ChatLink place="ctaBand" className={buttonClass("light", "mt-8")}>
            {ctaBand.button}
          </ChatLink>
        </div>
        {/* On a desktop the chat is easier on the phone in the visitor's pocket: scan instead of click. */}
        <figure className="hidden shrink-0 text-center lg:block">
          <QrCode src={at(drawnFiles.chatQr)} label={ctaBand.qrLabel} size={160} />
          <figcaption className="mt-3 text-sm text-hero-muted">{ctaBand.qrCaption}</figcaption>
        </figure>
      </div>
    </StaticPart>
  );
}
