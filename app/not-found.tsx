import type { Metadata } from "next";
import { notFoundPage } from "@/content/errors";
import { NotFoundLogger } from "@/components/not-found-logger";
import { NOT_FOUND_MARK } from "@/components/analytics/web-vitals-page";
import { buttonClass } from "@/components/ui/button-styles";
import { routes } from "@/lib/routes.mjs";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <main
      id="main"
      tabIndex={-1}
      {...{ [NOT_FOUND_MARK]: "" }}
      className="grid min-h-dvh place-items-center px-4 text-center outline-none"
    >
      <NotFoundLogger />
      <div>
        <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{notFoundPage.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{notFoundPage.text}</p>
        <a href={routes.home.path} className={buttonClass("primary", "mt-8")}>
          {notFoundPage.link}
        </a>
      </div>
    </main>
  );
}
