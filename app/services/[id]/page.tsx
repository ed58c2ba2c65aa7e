import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { sectionIds } from "@/content/navigation";
import type { Service } from "@/content/schema";
import { servicePageOf } from "@/content/service-pages";
import { servicePageText as text, services, servicesSection } from "@/content/services";
import { ArticlePage } from "@/components/layout/article-page";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { NoteList } from "@/components/notes/note-list";
import { notesText } from "@/content/notes-text";
import { caseStudiesAbout } from "@/lib/notes/queries";
import { routes } from "@/lib/routes.mjs";
import { pageMetadata, servicePageInfo } from "@/lib/site-metadata";
import { serviceStructuredData } from "@/lib/structured-data";

type Props = { params: Promise<{ id: string }> };

// One page per service, written at build; any other /services/<path> is the site's 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return services.map((service) => ({ id: service.id }));
}

function serviceOf(id: string): Service {
  const service = services.find((entry) => entry.id === id);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(servicePageInfo(serviceOf((await params).id)));
}

/** A section below the opening, hydrated on its own after it, with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HydrateLater>
      <section className="section article-section">
        <h2>{title}</h2>
        {children}
      </section>
    </HydrateLater>
  );
}

const List = ({ entries }: { entries: readonly string[] }) => (
  <ul>
    {entries.map((entry, index) => (
      <li key={index}>{entry}</li>
    ))}
  </ul>
);

/** Entries of a heading and a text each: the points (cards), the steps (numbered), the questions and answers. */
function Items({
  list: ListTag,
  item: ItemTag,
  items,
}: {
  list: "div" | "ol";
  item: "article" | "li" | "div";
  items: readonly { title: string; text: string }[];
}) {
  return (
    <ListTag>
      {items.map((entry, index) => (
        <ItemTag key={index}>
          <h3>{entry.title}</h3>
          <p>{entry.text}</p>
        </ItemTag>
      ))}
    </ListTag>
  );
}

/** A service's own page: what it does, its three points, how it works, who it suits, and a chat about it. */
export default async function ServicePage({ params }: Props) {
  const service = serviceOf((await params).id);
  const page = servicePageOf(service);
  const chat = { service, onServicePage: true } as const;
  const caseStudies = caseStudiesAbout(service.id);
  return (
    <ArticlePage
      jsonLd={serviceStructuredData(service)}
      chat={chat}
      name="service"
      breadcrumb={{
        label: text.breadcrumb,
        steps: [
          [text.home, routes.home.path],
          [servicesSection.eyebrow, `${routes.home.path}#${sectionIds.services}`],
        ],
        current: service.title,
      }}
      title={service.title}
      lead={service.summary}
      opening={<p>{page.intro}</p>}
      band={{ title: text.ctaTitle, text: text.ctaText }}
    >
      <Section title={text.included}>
        <Items
          list="div"
          item="article"
          items={service.points.map((title, index) => ({ title, text: page.pointDetails[index]! }))}
        />
      </Section>
      <Section title={text.howItWorks}>
        <Items list="ol" item="li" items={page.steps} />
      </Section>
      <Section title={text.suits}>
        <List entries={page.suits} />
        <h2>{text.clientProvides}</h2>
        <List entries={page.clientProvides} />
      </Section>
      <Section title={text.faqs}>
        <Items
          list="div"
          item="div"
          items={page.faqs.map((faq) => ({ title: faq.question, text: faq.answer }))}
        />
      </Section>
      {caseStudies.length > 0 && (
        <Section title={notesText.serviceCaseStudies}>
          <NoteList notes={caseStudies} />
        </Section>
      )}
    </ArticlePage>
  );
}
