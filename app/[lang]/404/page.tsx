import type { Metadata } from "next";
import { NotFoundPage } from "@/components/not-found-page";
import { notFoundMetadata } from "@/components/not-found-screen";
import { pageLocale } from "@/lib/page-locale";

/**
 * Another language's 404 page, /<code>/404 (the folder is lib/routes.mjs's LANGUAGE_NOT_FOUND), what every host
 * answers an address under /<code> that no page has with, status 404: static hosts from /<code>/404.html
 * (tools/pipeline/static-headers.mjs), `next start` and Vercel through next.config's fallback rewrites and the
 * status the build gives it (tools/pipeline/language-not-found.mjs). It is its own route, not a catch-all's:
 * Next.js does not rewrite an address to the dynamic route that just refused it.
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await pageLocale());
}

export default async function LanguageNotFound() {
  return <NotFoundPage locale={await pageLocale()} />;
}
