import "server-only";
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Person,
  ProfessionalService,
  ProfilePage,
  Service as ServiceThing,
  WebSite,
  WithContext,
} from "schema-dts";
import { aboutPage } from "@/content/about";
import type { Service } from "@/content/schema";
import { servicePageOf } from "@/content/service-pages";
import { services, servicesSection } from "@/content/services";
import { site } from "@/content/site";
import { sectionIds } from "@/content/navigation";
import { skills } from "@/content/skills";
import { notesText } from "@/content/notes-text";
import { servicesOf, type Note } from "./notes/queries";
import { siteConfig } from "./site-config";
import {
  absoluteUrl,
  notePageInfo,
  notesPageInfo,
  pages,
  servicePageInfo,
  type PageInfo,
} from "./site-metadata";

// Stable ids let the page graphs point at one another instead of repeating the same facts.
const ids = {
  business: absoluteUrl("/#business"),
  website: absoluteUrl("/#website"),
  owner: absoluteUrl(`${pages.about.path}#owner`),
} as const;

function owner(): Exclude<Person, string> {
  return {
    "@type": "Person",
    "@id": ids.owner,
    name: site.ownerName,
    jobTitle: aboutPage.headline,
    url: absoluteUrl(pages.about.path),
  };
}

/**
 * The landing page: the business with its five services and WhatsApp contact point. The testimonials are
 * deliberately not marked up as reviews: search engines treat reviews a business publishes about itself
 * as self-serving and ignore or penalise them.
 */
export function homeStructuredData(): [WithContext<ProfessionalService>, WithContext<WebSite>] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": ids.business,
      name: site.brand,
      description: site.description,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/apple-icon"),
      image: absoluteUrl("/opengraph-image"),
      email: site.email,
      areaServed: site.areaServed,
      founder: owner(),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        url: siteConfig.chatUrl,
        telephone: siteConfig.phoneDisplay,
        availableLanguage: "English",
      },
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: "AI automation services",
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
      url: absoluteUrl("/"),
      inLanguage: "en",
      publisher: { "@id": ids.business },
    },
  ];
}

/** The About page: a profile page about the owner. */
export function aboutStructuredData(): WithContext<ProfilePage> {
  const profiles = siteConfig.profileUrls;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(pages.about.path),
    name: pages.about.title,
    isPartOf: { "@id": ids.website },
    mainEntity: {
      ...owner(),
      description: aboutPage.story[0],
      knowsAbout: skills.map((skill) => skill.title),
      worksFor: { "@id": ids.business },
      ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    },
  };
}

/** Where a page sits, from the home page: each step a name and an address. */
const trail = (...steps: [string, string][]): WithContext<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [["Home", absoluteUrl("/")], ...steps].map(([name, item], index) => ({
    "@type": "ListItem",
    position: index + 1,
    name,
    item,
  })),
});

/** The part of a page's structured data its own info gives: its description and address. */
const describedBy = (info: PageInfo) => ({
  "@context": "https://schema.org" as const,
  description: info.description,
  url: absoluteUrl(info.path),
});

/**
 * A service's own page: the service, offered by the agency (the home page's business,
 * by its id, with its name and address so the page reads on its own), where the page sits (Home › Services ›
 * the service) and its questions and answers, all from the same content as the page. The page's own words
 * are not repeated here beyond the questions: they travel once more in the page's React payload.
 */
export function serviceStructuredData(
  service: Service,
): [WithContext<ServiceThing>, WithContext<BreadcrumbList>, WithContext<FAQPage>] {
  const page = servicePageOf(service);
  const { url, ...described } = describedBy(servicePageInfo(service));
  return [
    {
      ...described,
      "@type": "Service",
      name: service.title,
      url,
      areaServed: site.areaServed,
      provider: {
        "@type": "ProfessionalService",
        "@id": ids.business,
        name: site.brand,
        url: absoluteUrl("/"),
      },
    },
    trail([servicesSection.eyebrow, absoluteUrl(`/#${sectionIds.services}`)], [service.title, url]),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: page.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}

/** A page of the list of notes: a collection page of the site, written by its owner. */
export function notesStructuredData(page: PageInfo = notesPageInfo): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: page.headline,
    description: page.description,
    url: absoluteUrl(page.path),
    isPartOf: { "@id": ids.website },
    author: { "@id": ids.owner },
  };
}

/**
 * A note's page: the article, by the site's Person (by its id, with the name so it reads on its own), about
 * the services it names, and where it sits (Home › Notes › the note).
 */
export function noteStructuredData(note: Note): [WithContext<BlogPosting>, WithContext<BreadcrumbList>] {
  const info = notePageInfo(note);
  const { url, ...described } = describedBy(info);
  return [
    {
      ...described,
      "@type": "BlogPosting",
      headline: note.title,
      url,
      mainEntityOfPage: url,
      image: absoluteUrl(`${info.path}/opengraph-image`),
      datePublished: note.published,
      dateModified: note.updated,
      author: {
        "@type": "Person",
        "@id": ids.owner,
        name: site.ownerName,
        url: absoluteUrl(pages.about.path),
      },
      publisher: { "@id": ids.business },
      isPartOf: { "@id": ids.website },
      about: servicesOf(note).map((service) => ({
        "@type": "Service",
        name: service.title,
        url: absoluteUrl(servicePageInfo(service).path),
      })),
      timeRequired: `PT${note.minutes}M`,
    },
    trail([notesText.navLabel, absoluteUrl(notesPageInfo.path)], [note.title, url]),
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
