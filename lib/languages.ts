import { languages } from "@/content/languages.mjs";

export { languages };

/** A language of the site (content/languages.mjs). */
export type Language = (typeof languages)[number];

/** The first language: served at the site's own addresses, its content in content/ itself. */
export const defaultLanguage: Language = languages[0];

/** The other languages, each under /<code>, their content in content/<code>/. */
export const otherLanguages: readonly Language[] = languages.slice(1);

/**
 * The content files a language translates: each content/<name>.ts has a content/<code>/<name>.ts with the same
 * exports, entries and fields (lib/translation-check.ts).
 */
export const translatedFiles = [
  "about",
  "chat",
  "errors",
  "home",
  "navigation",
  "notes-text",
  "projects",
  "service-pages",
  "services",
  "site",
  "skills",
  "testimonials",
  "why-choose",
] as const;
