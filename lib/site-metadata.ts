import "server-only";
import type { Metadata } from "next";
import type { Service } from "@/content/schema";
import { languages } from "@/content/languages.mjs";
import { servicePageOf, type Locale } from "./content";
import { instantOf } from "./notes/dates.mjs";
import { NOTES_PER_PAGE } from "./notes/pages.mjs";
import type { Note } from "./notes/read.mjs";
import {
  FEED_MEDIA_TYPE,
  FEED_PATH,
  alternatesOf,
  defaultLanguageCode,
  notePagePath,
  notePath,
  pathIn,
  routes,
  servicePath,
} from "./routes.mjs";
import { siteConfig } from "./site-config";

/** The public, absolute URL of a path on this site (always from the configured SITE_URL). */
export function absoluteUrl(path = "/"): string {
  return new URL(path, `${siteConfig.siteUrl}/`).toString();
}

/** What a page says about itself: its path, titles, descriptions and preview text, in its language. */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  headline: string;
  tagline: string;
  ogType: "website" | "profile" | "article";
  /** The page's language (content/languages.mjs). */
  language: string;
  /** An article's days, yyyy-mm-dd. */
  published?: string;
  modified?: string;
  /** A note's cover: its link preview, cut to size (components/og/preview-route.ts). */
  cover?: Note["cover"];
};

/** A page's link preview: drawn at build beside it, `<path>/opengraph-image` (components/og/preview-route.ts). */
export const PREVIEW_SIZE = { width: 1200, height: 630 };
export const previewPath = (path: string) => `${path === "/" ? "" : path}/opengraph-image`;

/** What the preview shows, said in words: a note's cover's own, or the card's headline and tagline. */
export const previewAlt = (page: PageInfo) => page.cover?.alt ?? `${page.headline}: ${page.tagline}`;

export type PageKey = "home" | "about";

/** What the home page and the about page say about themselves. */
export function pageInfo(key: PageKey, { language, content }: Locale): PageInfo {
  const { site } = content.site;
  const base = { language: language.code, path: pathIn(language.code, routes[key].path) };
  if (key === "home")
    return {
      ...base,
      title: `${site.brand} — ${content.home.hero.headline}`,
      description: site.description,
      headline: content.home.hero.headline,
      tagline: site.taglines.primary,
      ogType: "website",
    };
  const { aboutPage } = content.about;
  const words = content.interface.interfaceText;
  return {
    ...base,
    title: words.aboutTitle(site.ownerName, aboutPage.headline),
    description: words.aboutDescription(site.ownerName, site.brand),
    headline: aboutPage.headline,
    tagline: site.taglines.secondary,
    ogType: "profile",
  };
}

/** A page of the list of notes: the first is /notes; the others say their number. */
export function notesListPageInfo(number: number, { language, content }: Locale): PageInfo {
  const { notesText } = content.notesText;
  const { site } = content.site;
  const headline =
    number === 1 ? notesText.title : `${notesText.title}, ${notesText.page(number).toLowerCase()}`;
  return {
    path: pathIn(language.code, notePagePath(number)),
    title: `${headline} — ${site.brand}`,
    description: notesText.description,
    headline,
    tagline: site.taglines.primary,
    ogType: "website",
    language: language.code,
  };
}

/** What a note's page says about itself, from its frontmatter. */
export function notePageInfo(note: Note, { language, content }: Locale): PageInfo {
  return {
    path: pathIn(language.code, notePath(note.slug)),
    title: `${note.title} — ${content.site.site.brand}`,
    description: note.summary,
    headline: note.title,
    tagline: note.summary,
    ogType: "article",
    language: language.code,
    published: note.published,
    modified: note.updated,
    cover: note.cover,
  };
}

/** What a service's own page says about itself, from content/services.ts and content/service-pages.ts. */
export function servicePageInfo(service: Service, { language, content }: Locale): PageInfo {
  return {
    path: pathIn(language.code, servicePath(service.id)),
    title: `${content.interface.interfaceText.serviceTitle(service.title)} — ${content.site.site.brand}`,
    description: servicePageOf(content, service).description,
    headline: service.title,
    tagline: service.summary,
    ogType: "website",
    language: language.code,
  };
}

/** The notes' feed in a language, advertised in every page's head of that language. */
export function feedTypes({ language, content }: Locale) {
  const title = `${content.notesText.notesText.title} · ${content.site.site.brand}`;
  return { [FEED_MEDIA_TYPE]: [{ url: pathIn(language.code, FEED_PATH), title }] };
}

/** The Open Graph locale of a page's language (content/languages.mjs), and those of its other languages. */
function ogLocales(page: PageInfo) {
  const others = Object.keys(alternatesOf(page.path)).filter((code) => code !== page.language);
  const localeOf = (code: string) => languages.find((language) => language.code === code)?.locale;
  return {
    locale: localeOf(page.language),
    alternateLocale: others.flatMap((code) => localeOf(code) ?? []),
  };
}

/**
 * The page in every language that has it, for `hreflang`: each language's URL, and `x-default`, the default
 * language's (none when the page is in one language only).
 */
export function languageAlternates(path: string): Record<string, string> {
  const paths = alternatesOf(path);
  const codes = Object.keys(paths);
  if (codes.length < 2) return {};
  return Object.fromEntries([
    ...codes.map((code) => [code, absoluteUrl(paths[code])]),
    ["x-default", absoluteUrl(paths[defaultLanguageCode] ?? path)],
  ]);
}

/**
 * Metadata for one page: canonical URL, its other languages, Open Graph and Twitter card with the page's
 * preview image (drawn beside it, in its language, with its alt text).
 */
export function pageMetadata(page: PageInfo, locale: Locale): Metadata {
  const url = absoluteUrl(page.path);
  const image = {
    url: absoluteUrl(previewPath(page.path)),
    ...PREVIEW_SIZE,
    alt: previewAlt(page),
    type: "image/png",
  };
  const { locale: ogLocale, alternateLocale } = ogLocales(page);
  return {
    // `absolute`: the page titles are written in full, not passed through the layout's template.
    title: { absolute: page.title },
    description: page.description,
    alternates: { canonical: url, languages: languageAlternates(page.path), types: feedTypes(locale) },
    openGraph: {
      url,
      siteName: locale.content.site.site.brand,
      locale: ogLocale,
      ...(alternateLocale.length ? { alternateLocale } : {}),
      title: page.title,
      description: page.description,
      images: [image],
      ...(page.ogType === "article"
        ? {
            type: "article",
            publishedTime: page.published && instantOf(page.published),
            modifiedTime: page.modified && instantOf(page.modified),
            authors: [absoluteUrl(pathIn(page.language, routes.about.path))],
          }
        : { type: page.ogType }),
    },
    // The card's image by its address alone: its size, type and alt are the og:image's, which X reads too.
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.description,
      images: [image.url],
    },
  };
}

/** What every page of a language says about itself, in the site's order (lib/routes.mjs's pageRoutes). */
export function pageInfosIn(locale: Locale, notes: readonly Note[]): PageInfo[] {
  const own = notes.filter((note) => note.language === locale.language.code);
  const listPages = Math.max(1, Math.ceil(own.length / NOTES_PER_PAGE));
  return [
    pageInfo("home", locale),
    pageInfo("about", locale),
    ...locale.content.services.services.map((service) => servicePageInfo(service, locale)),
    ...Array.from({ length: listPages }, (_, index) => notesListPageInfo(index + 1, locale)),
    ...own.map((note) => notePageInfo(note, locale)),
  ];
}
