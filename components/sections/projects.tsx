import { aboutPage } from "@/content/about";
import { projects } from "@/content/projects";
import { CollapsibleCards } from "@/components/ui/collapsible-card";
import { SectionHeading } from "@/components/ui/section-heading";

export function Projects() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="section">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="projects-title" title={aboutPage.projectsTitle} intro={aboutPage.projectsIntro} />
        <ol className="grid items-start gap-4 sm:grid-cols-2">
          <CollapsibleCards
            kind="project"
            cards={projects.map((project) => ({ title: project.title, text: project.description }))}
          />
        </ol>
      </div>
    </section>
  );
}
