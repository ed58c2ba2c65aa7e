import type { ReactNode } from "react";
import { RootDocument } from "@/components/layout/root-document";
import { validateTranslation } from "@/lib/content-schema";
import { languageParams } from "@/lib/languages";
import { pageLocale } from "@/lib/page-locale";
import "../globals.css";

export { generateMetadata, viewport } from "@/components/layout/root-document";

// Each other language of content/languages.mjs, written at build (with none, no page; the static export needs one
// placeholder, which it removes: lib/static-params.mjs); any other first segment is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = languageParams;

/**
 * Another language's pages, under /<code> (/es, /es/aboutme, …): the same pages as app/(site)'s, in its words.
 * Its content is checked against the default language's when the build renders it, naming file and field.
 */
export default async function LanguageLayout({ children }: { children: ReactNode }) {
  const { language } = await pageLocale();
  await validateTranslation(language.code);
  return <RootDocument>{children}</RootDocument>;
}
