import { languages } from "@/content/languages.mjs";
import { defaultLanguage } from "./paths.mjs";
import { atLeastOneParam } from "./static-params.mjs";

/** The languages, and the first, served at the site's own addresses with its content in content/ itself. */
export { defaultLanguage, languages };

/** A language of the site (content/languages.mjs). */
export type Language = (typeof languages)[number];

/** The other languages, each under /<code>, their content in content/<code>/. */
export const otherLanguages: readonly Language[] = languages.slice(1);

/**
 * app/[lang]'s params: each other language's code (one placeholder for none, which the static export removes).
 * Pages take them from the layout; route handlers, which have none, list them with this.
 */
export const languageParams = (): { lang: string }[] =>
  atLeastOneParam(
    otherLanguages.map(({ code }) => ({ lang: code })),
    ["lang"],
  );

/** A nested route handler's params in every other language: each language's with that language's own. */
export const languageParamsWith = <T extends object>(own: (props: { params: object }) => T[]) =>
  languageParams().flatMap((params) => own({ params }).map((each) => ({ ...params, ...each })));

/** The language with this code; the default one for none (a page outside app/[lang]). */
export function languageOf(code: string | undefined): Language {
  const language = languages.find((each) => each.code === code);
  if (code !== undefined && !language) throw new Error(`No language "${code}" in content/languages.mjs`);
  return language ?? defaultLanguage;
}

/**
 * The content files a language translates, by the name the code reads them under: each content/<file>.ts has a
 * content/<code>/<file>.ts with the same exports, entries and fields (lib/translation-check.ts).
 */
export const translatedFiles = {
  about: "about",
  chat: "chat",
  errors: "errors",
  home: "home",
  interface: "interface",
  navigation: "navigation",
  notesText: "notes-text",
  projects: "projects",
  servicePages: "service-pages",
  services: "services",
  site: "site",
  skills: "skills",
  testimonials: "testimonials",
  whyChoose: "why-choose",
} as const;
