import { CollapsibleCards } from "@/components/ui/collapsible-cards";
import { LivePart } from "@/components/ui/live-part";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageContent } from "@/lib/page-locale";

export async function Projects() {
  const content = await pageContent();
  const { aboutPage } = content.about;
  const { projects } = content.projects;
  return (
    <LivePart
      as="section"
      name="projects"
      behaviour="cards"
      id="projects"
      aria-labelledby="projects-title"
      className="section"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="projects-title" title={aboutPage.projectsTitle} intro={aboutPage.projectsIntro} />
        <ol className="grid items-start gap-4 sm:grid-cols-2">
          <CollapsibleCards
            kind="project"
            cards={projects.map((project) => ({ title: project.title, text: project.description }))}
          />
        </ol>
      </div>
    </LivePart>
  );
}
