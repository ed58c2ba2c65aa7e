import { aboutPage } from "@/content/about";
import { skills } from "@/content/skills";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { iconPath } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

export function Skills() {
  return (
    <section id="skills" aria-labelledby="skills-title" className="section bg-muted/60">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="skills-title" title={aboutPage.skillsTitle} intro={aboutPage.skillsIntro} />
        <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {skills.map((skill, index) => (
            <li key={skill.id} data-card="skill">
              <CollapsibleCard
                index={index}
                title={skill.title}
                text={skill.description}
                icon={iconPath(skill.icon)}
                accent={skill.color}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
