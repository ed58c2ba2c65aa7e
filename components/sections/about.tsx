import { buttonClass } from "@/components/ui/button-styles";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { FounderPhoto } from "@/components/ui/founder-photo";
import { routes } from "@/lib/routes.mjs";
import { pageLocale } from "@/lib/page-locale";
import { StaticPart } from "@/components/ui/static-part";

export async function About() {
  const { content, at } = await pageLocale();
  const { aboutSection, founderCard, values } = content.about;
  const { sectionIds } = content.navigation;
  const { notesText } = content.notesText;
  const { site } = content.site;
  return (
    <StaticPart
      as="section"
      name="about"
      id={sectionIds.about}
      aria-labelledby="about-title"
      className="section bg-muted/60"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="about-title" eyebrow={aboutSection.eyebrow} title={aboutSection.title} />
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_22rem]">
          <div>
            <div className="flex flex-col gap-4 text-lead text-pretty text-muted-foreground">
              {/* Index keys: a fixed list from content, and the payload does not repeat each text as its key. */}
              {aboutSection.story.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2">
              {values.map((value) => (
                <li key={value.id} className="tile flex gap-3 p-5">
                  <Icon name={value.icon} className="mt-0.5 text-primary" />
                  <div>
                    <h3 className="font-semibold">{value.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{value.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="founder-title" className="card p-6 text-center">
            <FounderPhoto name={site.ownerName} size="card" />
            <h3 id="founder-title" className="eyebrow mt-4">
              {founderCard.heading}
            </h3>
            <p className="mt-1 text-xl font-bold">{site.ownerName}</p>
            <p className="text-sm text-muted-foreground">{site.ownerRole}</p>
            <p className="mt-4 text-sm text-pretty">{founderCard.bio}</p>
            <a href={at(routes.about.path)} className={buttonClass("outline", "mt-6")}>
              {founderCard.linkLabel}
            </a>
            <p className="mt-4 text-sm">
              <a href={at(routes.notes.path)} className="text-link">
                {notesText.homeLink}
              </a>
            </p>
          </aside>
        </div>
      </div>
    </StaticPart>
  );
}
