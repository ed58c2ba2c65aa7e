import "server-only";
import type { Metadata } from "next";
import { aboutPage } from "@/content/about";
import { hero } from "@/content/home";
import { notesText } from "@/content/notes-text";
import type { Service } from "@/content/schema";
import { servicePageOf } from "@/content/service-pages";
import { site } from "@/content/site";
import { instantOf } from "./notes/dates.mjs";
import type { Note } from "./notes/read.mjs";
import { FEED_PATH, notePagePath, notePath, routes, servicePath } from "./routes.mjs";
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

/** What a page says about itself (`pages`, or a service's or a note's page). */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  headline: string;
  tagline: string;
  ogType: "website" | "profile" | "article";
  /** An article's days, yyyy-mm-dd. */
  published?: string;
  modified?: string;
};

/** The list of notes (/notes). */
export const notesPageInfo: PageInfo = {
  path: routes.notes.path,
  title: `${notesText.title} — ${site.brand}`,
  description: notesText.description,
  headline: notesText.title,
  tagline: site.taglines.primary,
  ogType: "website",
};

/** A page of the list of notes: the first is /notes; the others say their number. */
export function notesListPageInfo(number: number): PageInfo {
  if (number === 1) return notesPageInfo;
  const page = notesText.page(number);
  return {
    ...notesPageInfo,
    path: notePagePath(number),
    title: `${notesText.title}, ${page.toLowerCase()} — ${site.brand}`,
    headline: `${notesText.title}, ${page.toLowerCase()}`,
  };
}

/** What a note's page says about itself, from its frontmatter. */
export function notePageInfo(note: Note): PageInfo {
  return {
    path: notePath(note.slug),
    title: `${note.title} — ${site.brand}`,
    description: note.summary,
    headline: note.title,
    tagline: note.summary,
    ogType: "article",
    published: note.published,
    modified: note.updated,
  };
}

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

/** The notes' feed, advertised in every page's head (here and in the layout, for the 404 page). */
export const feedTypes = {
  "application/atom+xml": [{ url: FEED_PATH, title: `${notesText.title} · ${site.brand}` }],
};

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
    alternates: { canonical: url, types: feedTypes },
    openGraph: {
      url,
      siteName: site.brand,
      locale: OG_LOCALE,
      title: page.title,
      description: page.description,
      ...(page.ogType === "article"
        ? {
            type: "article",
            publishedTime: page.published && instantOf(page.published),
            modifiedTime: page.modified && instantOf(page.modified),
            authors: [absoluteUrl(routes.about.path)],
          }
        : { type: page.ogType }),
    },
    twitter: { card: "summary_large_image", title: page.title, description: page.description },
  };
}
