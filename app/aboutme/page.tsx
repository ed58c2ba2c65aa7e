import { aboutPage } from "@/content/about";
import { site } from "@/content/site";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { TopBar } from "@/components/layout/top-bar";
import { AboutStory } from "@/components/sections/about-story";
import { Hero } from "@/components/sections/hero";
import { Projects } from "@/components/sections/projects";
import { Skills } from "@/components/sections/skills";
import { pageMetadata } from "@/lib/site-metadata";
import { aboutStructuredData } from "@/lib/structured-data";

export const metadata = pageMetadata("about");

export default function AboutMePage() {
  return (
    <>
      <JsonLd data={aboutStructuredData()} />
      <TopBar page="other" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero headline={aboutPage.headline} subtitle={site.taglines.secondary} />
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
      <Footer />
    </>
  );
}
