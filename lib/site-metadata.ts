import "server-only";
import type { Metadata } from "next";
import { aboutPage } from "@/content/about";
import { hero } from "@/content/home";
import type { Service } from "@/content/schema";
import { servicePageOf } from "@/content/service-pages";
import { site } from "@/content/site";
import { routes, servicePath } from "./routes.mjs";
import { siteConfig } from "./site-config";

/** The public, absolute URL of a path on this site (always from the configured SITE_URL). */
export function absoluteUrl(path = "/"): string {
  return new URL(path, `${siteConfig.siteUrl}/`).toString();
}

export const OG_LOCALE = "en_US";

/** What each indexable page says about itself: one place for titles, descriptions and preview text. */
export const pages = {
  home: {
    path: routes.home.path,
    title: `${site.brand} — ${hero.headline}`,
    description: site.description,
    headline: hero.headline,
    tagline: site.taglines.primary,
    ogType: "website",
  },
  about: {
    path: routes.about.path,
    title: `About ${site.ownerName} — ${aboutPage.headline}`,
    description: `${site.ownerName} builds websites, AI agents, chatbots and automations for small businesses. Skills, projects and the story behind ${site.brand}.`,
    headline: aboutPage.headline,
    tagline: site.taglines.secondary,
    ogType: "profile",
  },
} as const;

export type PageKey = keyof typeof pages;

/** What a page says about itself (`pages`, or a service's page). */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  headline: string;
  tagline: string;
  ogType: "website" | "profile";
};

/** What a service's own page says about itself, from content/services.ts and content/service-pages.ts. */
export function servicePageInfo(service: Service): PageInfo {
  return {
    path: servicePath(service.id),
    title: `${service.title} for small businesses — ${site.brand}`,
    description: servicePageOf(service).description,
    headline: service.title,
    tagline: service.summary,
    ogType: "website",
  };
}

/**
 * Metadata for one page: canonical URL, Open Graph and Twitter card. The preview image itself comes from
 * the route's `opengraph-image` file, which Next.js adds to both with its size and alt text.
 */
export function pageMetadata(key: PageKey | PageInfo): Metadata {
  const page = typeof key === "string" ? pages[key] : key;
  const url = absoluteUrl(page.path);
  return {
    // `absolute`: the page titles are written in full, not passed through the layout's template.
    title: { absolute: page.title },
    description: page.description,
    alternates: { canonical: url },
    openGraph: {
      type: page.ogType,
      url,
      siteName: site.brand,
      locale: OG_LOCALE,
      title: page.title,
      description: page.description,
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description },
  };
}
