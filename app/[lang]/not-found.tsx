import { NotFoundScreen } from "@/components/not-found-screen";
import { pageLocale } from "@/lib/page-locale";

/**
 * Another language's pages' not-found boundary, in its words. Unknown addresses under the language's prefix get
 * its 404 page (app/[lang]/404/page.tsx says how); this one only stands in for Next.js's own screen, which it
 * would otherwise put in every page's payload.
 */
export default async function LanguageNotFound() {
  return <NotFoundScreen locale={await pageLocale()} />;
}
