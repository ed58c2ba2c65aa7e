import { hero } from "@/content/home";
import { sectionIds } from "@/content/navigation";
import { site } from "@/content/site";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { TopBar } from "@/components/layout/top-bar";
import { About } from "@/components/sections/about";
import { CtaBand } from "@/components/sections/cta-band";
import { Hero } from "@/components/sections/hero";
import { Services } from "@/components/sections/services";
import { Testimonials } from "@/components/sections/testimonials";
import { WhyChoose } from "@/components/sections/why-choose";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink } from "@/components/ui/chat-link";
import { pageMetadata } from "@/lib/site-metadata";
import { homeStructuredData } from "@/lib/structured-data";

export const metadata = pageMetadata("home");

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeStructuredData()} />
      <TopBar page="home" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero id={sectionIds.home} headline={hero.headline} subtitle={site.taglines.primary}>
          <ChatLink place="hero" className={buttonClass("light")}>
            {hero.primaryCta}
          </ChatLink>
          <a href={`#${sectionIds.services}`} className={buttonClass("outline", "text-hero-foreground")}>
            {hero.secondaryCta}
          </a>
        </Hero>
        <HydrateLater>
          <Services />
        </HydrateLater>
        <HydrateLater>
          <WhyChoose />
        </HydrateLater>
        <HydrateLater>
          <Testimonials />
        </HydrateLater>
        <HydrateLater>
          <About />
        </HydrateLater>
        <HydrateLater>
          <CtaBand />
        </HydrateLater>
      </main>
      <Footer />
    </>
  );
}
