import { CollapsibleCards } from "@/components/ui/collapsible-cards";
import { LivePart } from "@/components/ui/live-part";
import { iconPath } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageContent } from "@/lib/page-locale";

export async function Skills() {
  const content = await pageContent();
  const { aboutPage } = content.about;
  const { skills } = content.skills;
  return (
    <LivePart
      as="section"
      name="skills"
      behaviour="cards"
      id="skills"
      aria-labelledby="skills-title"
      className="section bg-muted/60"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="skills-title" title={aboutPage.skillsTitle} intro={aboutPage.skillsIntro} />
        <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <CollapsibleCards
            kind="skill"
            cards={skills.map((skill) => ({
              title: skill.title,
              text: skill.description,
              icon: iconPath(skill.icon),
              accent: skill.color,
            }))}
          />
        </ul>
      </div>
    </LivePart>
  );
}
