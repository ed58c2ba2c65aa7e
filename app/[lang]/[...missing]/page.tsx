import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/not-found-screen";
import { pageLocale } from "@/lib/page-locale";
import { LANGUAGE_NOT_FOUND } from "@/lib/routes.mjs";

/**
 * Another language's 404 page, written at build as /<code>/404.html: the file static hosts answer a missing
 * address under /<code> with (tools/pipeline/static-headers.mjs). `next start` and Vercel answer those with the
 * default language's 404 page (app/global-not-found.tsx): a page they rendered for each address would carry
 * inline scripts the Content-Security-Policy has no hash for.
 */
export const dynamicParams = false;

export function generateStaticParams(): { missing: string[] }[] {
  return [{ missing: [LANGUAGE_NOT_FOUND] }];
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await pageLocale());
}

export default async function LanguageNotFound() {
  return <NotFoundScreen locale={await pageLocale()} />;
}
