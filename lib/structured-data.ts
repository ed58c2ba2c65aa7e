import "server-only";
import type { Person, ProfessionalService, ProfilePage, WebSite, WithContext } from "schema-dts";
import { aboutPage } from "@/content/about";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { skills } from "@/content/skills";
import { siteConfig } from "./site-config";
import { absoluteUrl, pages } from "./site-metadata";

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
