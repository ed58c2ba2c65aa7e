import type { Metadata } from "next";
import { aboutPage } from "@/content/about";
import { site } from "@/content/site";
import { Footer } from "@/components/layout/footer";
import { TopBar } from "@/components/layout/top-bar";
import { AboutStory } from "@/components/sections/about-story";
import { Hero } from "@/components/sections/hero";
import { Projects } from "@/components/sections/projects";
import { Skills } from "@/components/sections/skills";

export const metadata: Metadata = {
  title: "About Me",
  description: `${site.ownerName}: ${aboutPage.headline}. Skills, projects and the story behind ${site.brand}.`,
};

export default function AboutMePage() {
  return (
    <>
      <TopBar page="other" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero headline={aboutPage.headline} subtitle={site.taglines.secondary} />
        <AboutStory />
        <Skills />
        <Projects />
      </main>
      <Footer />
    </>
  );
}
