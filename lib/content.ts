import * as about from "@/content/about";
import * as chat from "@/content/chat";
import * as errors from "@/content/errors";
import * as home from "@/content/home";
import * as ui from "@/content/interface";
import * as navigation from "@/content/navigation";
import * as notesText from "@/content/notes-text";
import * as projects from "@/content/projects";
import type { Service, ServicePage } from "@/content/schema";
import * as servicePages from "@/content/service-pages";
import * as services from "@/content/services";
import * as site from "@/content/site";
import * as skills from "@/content/skills";
import * as testimonials from "@/content/testimonials";
import * as whyChoose from "@/content/why-choose";
import { ContentError } from "./config-error.mjs";
import { pathIn } from "./paths.mjs";
import { defaultLanguage, languageOf, translatedFiles, type Language } from "./languages";

const english = {
  about,
  chat,
  errors,
  home,
  interface: ui,
  navigation,
  notesText,
  projects,
  servicePages,
  services,
  site,
  skills,
  testimonials,
  whyChoose,
} satisfies Record<keyof typeof translatedFiles, unknown>;

/** A language's content: each content file's exports under its name in lib/languages.ts. */
export type Content = typeof english;

/** The default language's content (content/). */
export const englishContent: Content = english;

/**
 * Reads a language's content: the default language's from content/, another's from content/<code>/, each file's
 * exports over the English file's, which keeps what a translation does not say (ids, icons, colours, types).
 */
async function load(code: string): Promise<Content> {
  const files = await Promise.all(
    (Object.entries(translatedFiles) as [keyof Content, string][]).map(async ([name, file]) => {
      const path = `content/${code}/${file}.ts`;
      const translated: object = await import(`../content/${code}/${file}.ts`).catch(() => {
        throw new ContentError(`${path}: missing (content/${file}.ts has no translation)`);
      });
      return [name, { ...english[name], ...translated }] as const;
    }),
  );
  return Object.fromEntries(files) as Content;
}

const loaded = new Map<string, Promise<Content>>();

/** The content in a language (by its code, content/languages.mjs). */
export function contentIn(code: string): Promise<Content> {
  if (code === defaultLanguage.code) return Promise.resolve(english);
  let content = loaded.get(code);
  if (!content) loaded.set(code, (content = load(languageOf(code).code)));
  return content;
}

/**
 * A language, its content and its addresses (`at("/aboutme")` is "/es/aboutme" in Spanish): what every page,
 * preview image and feed is written from.
 */
export type Locale = { language: Language; content: Content; at: (path: string) => string };

/** A language (by its code; the default one for none) with its content: for route handlers, given `params`. */
export async function localeIn(code: string | undefined): Promise<Locale> {
  const language = languageOf(code);
  return {
    language,
    content: await contentIn(language.code),
    at: (path) => pathIn(language.code, path),
  };
}

/** A service's own page in this content (content/service-pages.ts; the build checks that each service has one). */
export const servicePageOf = (content: Content, service: Service): ServicePage =>
  content.servicePages.servicePages[service.id as keyof typeof content.servicePages.servicePages];
