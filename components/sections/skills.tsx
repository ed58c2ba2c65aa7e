import { aboutPage } from "@/content/about";
import { skills, type AccentColor } from "@/content/skills";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

/** Each content colour name maps to a complete class string, so Tailwind sees every class it must generate. */
const accentClasses: Record<AccentColor, string> = {
  sky: "bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300",
  violet: "bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300",
  emerald: "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300",
  rose: "bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-300",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-400/15 dark:text-indigo-300",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-400/15 dark:text-teal-300",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300",
};

export function Skills() {
  return (
    <section id="skills" aria-labelledby="skills-title" className="bg-muted/60 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="skills-title" title={aboutPage.skillsTitle} intro={aboutPage.skillsIntro} />
        <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {skills.map((skill, index) => (
            <li key={skill.id} data-card="skill">
              <CollapsibleCard
                index={index}
                title={skill.title}
                icon={<Icon name={skill.icon} />}
                iconClassName={accentClasses[skill.color]}
              >
                <p>{skill.description}</p>
              </CollapsibleCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
