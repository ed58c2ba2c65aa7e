import { pageContent } from "@/lib/page-locale";
import { StaticPart } from "@/components/ui/static-part";

export async function AboutStory() {
  const content = await pageContent();
  const { aboutPage } = content.about;
  return (
    <StaticPart
      as="section"
      name="about-me"
      id="about-me"
      aria-labelledby="about-me-title"
      className="section"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="about-me-title" className="text-title font-bold tracking-tight">
          {aboutPage.storyTitle}
        </h2>
        <div className="mt-6 flex flex-col gap-4 text-lead text-pretty text-muted-foreground">
          {/* Index keys: fixed lists from content, and the payload does not repeat each text as its key. */}
          {aboutPage.story.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <h3 className="mt-10 font-semibold">{aboutPage.servicesTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {aboutPage.services.map((service, index) => (
            <li key={index} className="chip">
              {service}
            </li>
          ))}
        </ul>
      </div>
    </StaticPart>
  );
}
