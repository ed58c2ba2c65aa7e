import { SectionHeading } from "@/components/ui/section-heading";
import { initialsOf } from "@/lib/initials";
import { pageLocale } from "@/lib/page-locale";
import { notesIn } from "@/lib/notes/queries";
import { notePath } from "@/lib/routes.mjs";
import { StaticPart } from "@/components/ui/static-part";

export async function Testimonials() {
  const { content, language, at } = await pageLocale();
  const { sectionIds } = content.navigation;
  const { testimonials, testimonialsSection } = content.testimonials;
  const notes = notesIn(language.code);
  // The case study a quote belongs to, linked by its title (lib/content-schema.ts checks it is one); none on a
  // page in a language it is not written in.
  const caseStudyOf = (slug?: string) =>
    notes.find((note) => note.slug === slug && note.kind === "case-study");
  return (
    <StaticPart
      as="section"
      name="portfolio"
      id={sectionIds.portfolio}
      aria-labelledby="portfolio-title"
      className="section"
    >
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="portfolio-title" {...testimonialsSection} />
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => {
            const caseStudy = caseStudyOf(testimonial.caseStudy);
            return (
              <li key={testimonial.id}>
                <figure className="card flex h-full flex-col p-6">
                  <blockquote className="flex-1 text-pretty">
                    <p>{`“${testimonial.quote}”`}</p>
                  </blockquote>
                  {/* Before the caption: a figure's caption is its first or last child. */}
                  {caseStudy && (
                    <a href={at(notePath(caseStudy.slug))} className="card-link mt-4">
                      {`${content.notesText.notesText.kindLabel["case-study"]}: ${caseStudy.title}`}
                    </a>
                  )}
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span aria-hidden="true" className="avatar size-12">
                      {initialsOf(testimonial.name)}
                    </span>
                    <span>
                      <span className="block font-semibold">{testimonial.name}</span>
                      <span className="block text-sm text-muted-foreground">
                        {`${testimonial.role}, ${testimonial.company}`}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </StaticPart>
  );
}
