import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { TopBar } from "@/components/layout/top-bar";
import { AboutStory } from "@/components/sections/about-story";
import { Hero } from "@/components/sections/hero";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink } from "@/components/ui/chat-link";
import { FounderPhoto } from "@/components/ui/founder-photo";
import { Projects } from "@/components/sections/projects";
import { Skills } from "@/components/sections/skills";
import { pageLocale } from "@/lib/page-locale";
import { routes } from "@/lib/routes.mjs";
import { pageInfo, pageMetadata } from "@/lib/site-metadata";
import { aboutStructuredData } from "@/lib/structured-data";

export async function generateMetadata() {
  const locale = await pageLocale();
  return pageMetadata(pageInfo("about", locale), locale);
}

/** The about page, in the page's language (app/[lang]/aboutme/page.tsx is this page under /<code>). */
export default async function AboutMePage() {
  const locale = await pageLocale();
  const { aboutPage } = locale.content.about;
  const { site } = locale.content.site;
  const path = locale.at(routes.about.path);
  return (
    <>
      <JsonLd data={aboutStructuredData(locale)} />
      <TopBar page="other" path={path} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero
          headline={aboutPage.headline}
          subtitle={site.taglines.secondary}
          aside={<FounderPhoto name={site.ownerName} size="hero" />}
        >
          <ChatLink place="aboutPage" className={buttonClass("light")}>
            {locale.content.home.hero.primaryCta}
          </ChatLink>
        </Hero>
        <HydrateLater>
          <AboutStory />
        </HydrateLater>
        <HydrateLater>
          <Skills />
        </HydrateLater>
        <HydrateLater>
          <Projects />
        </HydrateLater>
      </main>
      <Footer path={path} />
    </>
  );
}
