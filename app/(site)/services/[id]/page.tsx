import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import type { Service } from "@/content/schema";
import { services } from "@/content/services";
import { ArticlePage } from "@/components/layout/article-page";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { Icon } from "@/components/ui/icon";
import { ServicePrice } from "@/components/ui/service-price";
import { NoteList } from "@/components/notes/note-list";
import { pageLocale } from "@/lib/page-locale";
import { servicePageOf, type Locale } from "@/lib/content";
import { caseStudiesAbout } from "@/lib/notes/queries";
import { routes, servicePath } from "@/lib/routes.mjs";
import { pageMetadata, servicePageInfo } from "@/lib/site-metadata";
import { serviceStructuredData } from "@/lib/structured-data";

type Props = { params: Promise<{ id: string }> };

// One page per service, written at build; any other /services/<path> is the site's 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { id: string }[] {
  return services.map((service) => ({ id: service.id }));
}

/** The service with this id, in the locale's language; any other id is the 404 page. */
function serviceOf(id: string, { content }: Locale): Service {
  const service = content.services.services.find((entry) => entry.id === id);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale();
  return pageMetadata(servicePageInfo(serviceOf((await params).id, locale), locale), locale);
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
  const locale = await pageLocale();
  const { content, at } = locale;
  const text = content.services.servicePageText;
  const service = serviceOf((await params).id, locale);
  const page = servicePageOf(content, service);
  const chat = { service, onServicePage: true } as const;
  const caseStudies = caseStudiesAbout(service.id, locale.language.code);
  return (
    <ArticlePage
      path={at(servicePath(service.id))}
      jsonLd={serviceStructuredData(service, locale)}
      chat={chat}
      name="service"
      breadcrumb={{
        label: text.breadcrumb,
        steps: [
          [text.home, at(routes.home.path)],
          [
            content.services.servicesSection.eyebrow,
            `${at(routes.home.path)}#${content.navigation.sectionIds.services}`,
          ],
        ],
        current: service.title,
      }}
      mark={
        <span className="page-mark">
          <Icon name={service.icon} />
        </span>
      }
      title={service.title}
      lead={service.summary}
      opening={
        <>
          <ServicePrice price={service.price} locale={locale} />
          <p>{page.intro}</p>
        </>
      }
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
        <Section title={content.notesText.notesText.serviceCaseStudies}>
          <NoteList notes={caseStudies} />
        </Section>
      )}
    </ArticlePage>
  );
}
