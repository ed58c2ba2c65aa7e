import { NotFoundScreen } from "@/components/not-found-screen";
import { pageLocale } from "@/lib/page-locale";

/**
 * The default language's pages' not-found boundary. Unknown addresses get app/global-not-found.tsx; this one
 * only stands in for Next.js's own (English, unstyled) screen, which it would otherwise put in every page's payload.
 */
export default async function NotFound() {
  return <NotFoundScreen locale={await pageLocale()} />;
}
