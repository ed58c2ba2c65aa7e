import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageContent } from "@/lib/page-locale";
import { StaticPart } from "@/components/ui/static-part";

export async function WhyChoose() {
  const { navigation, whyChoose } = await pageContent();
  const { sectionIds } = navigation;
  const { whyChoosePoints, whyChooseSection } = whyChoose;
  return (
    <StaticPart
      as="section"
      name="why-choose"
      id={sectionIds.whyChoose}
      aria-labelledby="why-choose-title"
      className="section bg-muted/60"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="why-choose-title" {...whyChooseSection} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoosePoints.map((point) => (
            <li key={point.id} className="tile p-6">
              <Icon name={point.icon} className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{point.title}</h3>
              <p className="card-text">{point.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </StaticPart>
  );
}
