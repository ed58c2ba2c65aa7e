import { aboutPage } from "@/content/about";
import { projects } from "@/content/projects";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { SectionHeading } from "@/components/ui/section-heading";

export function Projects() {
  return (
    <section id="projects" aria-labelledby="projects-title" className="section">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="projects-title" title={aboutPage.projectsTitle} intro={aboutPage.projectsIntro} />
        <ol className="grid items-start gap-4 sm:grid-cols-2">
          {projects.map((project, index) => (
            <li key={project.id} data-card="project">
              <CollapsibleCard index={index} title={project.title} text={project.description} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
