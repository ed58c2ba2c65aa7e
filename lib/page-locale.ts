import { notFound } from "next/navigation";
import { lang } from "next/root-params";
import { cache } from "react";
import { localeIn, type Content, type Locale } from "./content";
import { languages } from "./languages";

/**
 * The language and content of the page being rendered: app/[lang]'s language, or the default one for the
 * site's own addresses. Any server component may ask (next/root-params); route handlers use `localeIn`.
 * A first segment that is no language's (the placeholder of a site with one language) is the 404 page.
 */
export const pageLocale = cache(async (): Promise<Locale> => {
  const code = await lang();
  if (code !== undefined && !languages.some((language) => language.code === code)) notFound();
  return localeIn(code);
});

/** The content of the page being rendered, in its language. */
export const pageContent = async (): Promise<Content> => (await pageLocale()).content;
