import "server-only";
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Person,
  Offer,
  ProfessionalService,
  ProfilePage,
  Service as ServiceThing,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Service } from "@/content/schema";
import type { Price } from "./price";
import { languages } from "@/content/languages.mjs";
import { servicePageOf, type Locale } from "./content";
import { servicesOf, type Note } from "./notes/queries";
import { pathIn, routes } from "./routes.mjs";
import { siteConfig } from "./site-config";
import {
  absoluteUrl,
  notePageInfo,
  notesListPageInfo,
  pageInfo,
  previewPath,
  servicePageInfo,
  type PageInfo,
} from "./site-metadata";

// Stable ids let the page graphs point at one another instead of repeating the same facts. They are the default
// language's addresses on every language's pages: one business, one website, one owner, however many languages.
const ids = {
  business: absoluteUrl("/#business"),
  website: absoluteUrl("/#website"),
  owner: absoluteUrl(`${routes.about.path}#owner`),
} as const;

/** A page's address in the locale's language. */
const urlIn = ({ language }: Locale, path: string) => absoluteUrl(pathIn(language.code, path));

function owner(locale: Locale): Exclude<Person, string> {
  return {
    "@type": "Person",
    "@id": ids.owner,
    name: locale.content.site.site.ownerName,
    jobTitle: locale.content.about.aboutPage.headline,
    url: urlIn(locale, routes.about.path),
  };
}

/**
 * The landing page: the business with its five services and WhatsApp contact point. The testimonials are
 * deliberately not marked up as reviews: search engines treat reviews a business publishes about itself
 * as self-serving and ignore or penalise them.
 */
export function homeStructuredData(locale: Locale): [WithContext<ProfessionalService>, WithContext<WebSite>] {
  const { site } = locale.content.site;
  const { services } = locale.content.services;
  return [
    {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": ids.business,
      name: site.brand,
      description: site.description,
      url: urlIn(locale, "/"),
      logo: absoluteUrl("/apple-icon"),
      image: absoluteUrl(previewPath(locale.at("/"))),
      email: site.email,
      areaServed: site.areaServed,
      founder: owner(locale),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        url: siteConfig.chatUrl,
        telephone: siteConfig.phoneDisplay,
        availableLanguage: languages.map((language) => language.name),
      },
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: locale.content.interface.interfaceText.servicesCatalog,
        itemListElement: services.map((service) => ({
          "@type": "Offer",
          itemOffered: {
            "@type": "Service",
            name: service.title,
            description: `${service.summary} ${service.points.join(", ")}.`,
            provider: { "@id": ids.business },
          },
        })),
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": ids.website,
      name: site.brand,
      description: site.description,
      url: urlIn(locale, "/"),
      inLanguage: locale.language.code,
      publisher: { "@id": ids.business },
    },
  ];
}

/** The About page: a profile page about the owner. */
export function aboutStructuredData(locale: Locale): WithContext<ProfilePage> {
  const profiles = siteConfig.profileUrls;
  const page = pageInfo("about", locale);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(page.path),
    name: page.title,
    inLanguage: locale.language.code,
    isPartOf: { "@id": ids.website },
    mainEntity: {
      ...owner(locale),
      description: locale.content.about.aboutPage.story[0],
      knowsAbout: locale.content.skills.skills.map((skill) => skill.title),
      worksFor: { "@id": ids.business },
      ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    },
  };
}

/** Where a page sits, from the home page: each step a name and an address. */
const trail = (locale: Locale, ...steps: [string, string][]): WithContext<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [[locale.content.notesText.notesText.home, urlIn(locale, "/")], ...steps].map(
    ([name, item], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item,
    }),
  ),
});

/** The part of a page's structured data its own info gives: its description, address and language. */
const describedBy = (info: PageInfo) => ({
  "@context": "https://schema.org" as const,
  description: info.description,
  url: absoluteUrl(info.path),
  inLanguage: info.language,
});

/**
 * A service's starting price as an Offer: its lowest amount, and for a plan the month it pays for
 * (UN/CEFACT "MON").
 */
function offerOf(price: Price, url: string): Offer {
  return {
    "@type": "Offer",
    url,
    price: price.amount,
    priceCurrency: price.currency,
    ...(price.period === "month" && {
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: price.amount,
        priceCurrency: price.currency,
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    }),
  };
}

/**
 * A service's own page: the service, offered by the agency (the home page's business,
 * by its id, with its name and address so the page reads on its own), where the page sits (Home › Services ›
 * the service) and its questions and answers, all from the same content as the page. The page's own words
 * are not repeated here beyond the questions: they travel once more in the page's React payload.
 */
export function serviceStructuredData(
  service: Service,
  locale: Locale,
): [WithContext<ServiceThing>, WithContext<BreadcrumbList>, WithContext<FAQPage>] {
  const { site } = locale.content.site;
  const page = servicePageOf(locale.content, service);
  const info = servicePageInfo(service, locale);
  const url = absoluteUrl(info.path);
  return [
    {
      // A Service is no creative work: it has no language of its own, its page has.
      "@context": "https://schema.org",
      description: info.description,
      "@type": "Service",
      name: service.title,
      url,
      areaServed: site.areaServed,
      provider: {
        "@type": "ProfessionalService",
        "@id": ids.business,
        name: site.brand,
        url: urlIn(locale, "/"),
      },
      ...(service.price && { offers: offerOf(service.price, url) }),
    },
    trail(
      locale,
      [
        locale.content.services.servicesSection.eyebrow,
        `${urlIn(locale, "/")}#${locale.content.navigation.sectionIds.services}`,
      ],
      [service.title, url],
    ),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: locale.language.code,
      mainEntity: page.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}

/** A page of the list of notes: a collection page of the site, written by its owner. */
export function notesStructuredData(page: PageInfo): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.headline,
    description: page.description,
    url: absoluteUrl(page.path),
    inLanguage: page.language,
    isPartOf: { "@id": ids.website },
    author: { "@id": ids.owner },
  };
}

/**
 * A note's page: the article, by the site's Person (by its id, with the name so it reads on its own), about
 * the services it names, and where it sits (Home › Notes › the note).
 */
export function noteStructuredData(
  note: Note,
  locale: Locale,
): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const info = notePageInfo(note, locale);
  const { url, ...described } = describedBy(info);
  return [
    {
      ...described,
      "@type": "BlogPosting",
      headline: note.title,
      url,
      mainEntityOfPage: url,
      image: absoluteUrl(previewPath(info.path)),
      datePublished: note.published,
      dateModified: note.updated,
      author: {
        "@type": "Person",
        "@id": ids.owner,
        name: locale.content.site.site.ownerName,
        url: urlIn(locale, routes.about.path),
      },
      publisher: { "@id": ids.business },
      isPartOf: { "@id": ids.website },
      about: servicesOf(note, locale.content).map((service) => ({
        "@type": "Service",
        name: service.title,
        url: absoluteUrl(servicePageInfo(service, locale).path),
      })),
      timeRequired: `PT${note.minutes}M`,
    },
    trail(
      locale,
      [locale.content.notesText.notesText.navLabel, absoluteUrl(notesListPageInfo(1, locale).path)],
      [note.title, url],
    ),
  ];
}

/**
 * JSON for a <script type="application/ld+json">. `<` is escaped so no text in the content can close the
 * script element early; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
