import { FooterFrame } from "@/components/layout/footer-frame";
import { TopBarFrame } from "@/components/layout/top-bar-frame";
import { NotFoundScreen } from "@/components/not-found-screen";
import type { Locale } from "@/lib/content";
import { routes } from "@/lib/routes.mjs";

// Its own module, drawing the top bar's and the footer's frames without what React runs in them: a client
// component app/global-not-found.tsx imports, or one the not-found boundaries every layout carries import even
// unrendered, joins every route's start-up JavaScript.

/**
 * The 404 page a visitor lands on (app/global-not-found.tsx, app/[lang]/404): the screen between the top bar and
 * the footer, so the chat, the menu and every page are a tap away, as on any page. The theme follows the
 * visitor's choice; the toggle is on every other page.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const home = locale.at(routes.home.path);
  return (
    <>
      <TopBarFrame page="other" path={home} />
      <NotFoundScreen locale={locale} framed />
      <FooterFrame path={home} year={new Date().getFullYear()} />
    </>
  );
}
