import type { Metadata } from "next";
import { NOT_FOUND_MARK } from "@/components/analytics/web-vitals-page";
import { NotFoundLogger } from "@/components/not-found-logger";
import { buttonClass } from "@/components/ui/button-styles";
import { StaticPart } from "@/components/ui/static-part";
import type { Locale } from "@/lib/content";
import { routes } from "@/lib/routes.mjs";
import { feedTypes } from "@/lib/site-metadata";

/** The 404 page's head: its title in its language, no index, and its language's feed, as every page has. */
export const notFoundMetadata = (locale: Locale): Metadata => ({
  // In full: app/global-not-found.tsx is under no layout whose template would add the brand.
  title: {
    absolute: `${locale.content.interface.interfaceText.notFoundTitle} · ${locale.content.site.site.brand}`,
  },
  robots: { index: false, follow: true },
  alternates: { types: feedTypes(locale) },
});

/**
 * The 404 page's screen, in a language: what happened and the way to that language's home page. Static HTML
 * but for the logger; every page's payload carries it, whole, for a 404 rendered in the browser: there it stands
 * alone, the frame of the page it replaces being around it (`framed`: the 404 page's own frame is).
 */
export function NotFoundScreen({ locale, framed = false }: { locale: Locale; framed?: boolean }) {
  const { notFoundPage } = locale.content.errors;
  return (
    <>
      <NotFoundLogger />
      <StaticPart
        as="main"
        name="not-found"
        id="main"
        tabIndex={-1}
        {...{ [NOT_FOUND_MARK]: "" }}
        className={
          framed
            ? "grid min-h-[80dvh] place-items-center px-4 pt-(--top-bar-height) text-center outline-none"
            : "grid min-h-dvh place-items-center px-4 text-center outline-none"
        }
      >
        <div>
          <p className="text-numeral font-extrabold text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-title font-bold tracking-tight">{notFoundPage.title}</h1>
          <p className="mt-3 text-lead text-muted-foreground">{notFoundPage.text}</p>
          <a href={locale.at(routes.home.path)} className={buttonClass("primary", "mt-8")}>
            {notFoundPage.link}
          </a>
        </div>
      </StaticPart>
    </>
  );
}
