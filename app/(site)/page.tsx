import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { TopBar } from "@/components/layout/top-bar";
import { About } from "@/components/sections/about";
import { CtaBand } from "@/components/sections/cta-band";
import { Hero } from "@/components/sections/hero";
import { HeroChat } from "@/components/sections/hero-chat";
import { Services } from "@/components/sections/services";
import { Testimonials } from "@/components/sections/testimonials";
import { WhyChoose } from "@/components/sections/why-choose";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink } from "@/components/ui/chat-link";
import { pageLocale } from "@/lib/page-locale";
import { pageInfo, pageMetadata } from "@/lib/site-metadata";
import { homeStructuredData } from "@/lib/structured-data";

export async function generateMetadata() {
  const locale = await pageLocale();
  return pageMetadata(pageInfo("home", locale), locale);
}

/** The home page, in the page's language (app/[lang]/page.tsx is this page under /<code>). */
export default async function HomePage() {
  const locale = await pageLocale();
  const { hero } = locale.content.home;
  const { sectionIds } = locale.content.navigation;
  const { site } = locale.content.site;
  const path = locale.at("/");
  return (
    <>
      <JsonLd data={homeStructuredData(locale)} />
      <TopBar page="home" path={path} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero
          id={sectionIds.home}
          headline={hero.headline}
          subtitle={site.taglines.primary}
          offer={hero.offer}
          proof={hero.proof}
          aside={<HeroChat conversation={hero.conversation} />}
        >
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
      <Footer path={path} />
    </>
  );
}
