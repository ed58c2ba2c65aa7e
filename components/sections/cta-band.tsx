import { ctaBand } from "@/content/about";
import { sectionIds } from "@/content/navigation";
import { buttonClass } from "@/components/ui/button-styles";
import { ExternalLink } from "@/components/ui/external-link";
import { siteConfig } from "@/lib/site-config";

export function CtaBand() {
  return (
    <section id={sectionIds.contact} aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-hero px-6 py-14 text-center text-hero-foreground shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {ctaBand.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-hero-muted">{ctaBand.text}</p>
        <ExternalLink href={siteConfig.chatUrl} className={buttonClass("light", "mt-8")}>
          {ctaBand.button}
        </ExternalLink>
      </div>
    </section>
  );
}
