import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { sectionIds } from "@/content/navigation";
import type { Service } from "@/content/schema";
import { servicePageOf } from "@/content/service-pages";
import { servicePageText as text, services, servicesSection } from "@/content/services";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { Breadcrumb, ChatBand } from "@/components/layout/page-parts";
import { TopBar } from "@/components/layout/top-bar";
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
      <section className="section service-section">
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
    <>
      <JsonLd data={serviceStructuredData(service)} />
      <TopBar page="other" chat={chat} />
      <main id="main" tabIndex={-1} className="service-main outline-none">
        {/* Its classes are written in app/globals.css (.service-*): the page's React payload stays small. */}
        {/* The chat opens from the fixed top bar's "Let's Talk", on screen throughout, and the closing band. */}
        <section aria-labelledby="service-title" className="section service-hero">
          <div>
            <Breadcrumb
              label={text.breadcrumb}
              steps={[
                [text.home, routes.home.path],
                [servicesSection.eyebrow, `${routes.home.path}#${sectionIds.services}`],
              ]}
              current={service.title}
            />
            <h1 id="service-title">{service.title}</h1>
            <p className="service-lead">{service.summary}</p>
            <p>{page.intro}</p>
          </div>
        </section>
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
        <ChatBand id="service-cta" title={text.ctaTitle} text={text.ctaText} chat={chat} />
      </main>
      <Footer />
    </>
  );
}
