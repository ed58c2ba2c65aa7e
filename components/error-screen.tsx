"use client";

import { useEffect } from "react";
import { errorPage } from "@/content/errors";
import { buttonClass } from "@/components/ui/button-styles";

type ErrorScreenProps = { error: Error & { digest?: string }; retry: () => void };

/** The screen for an unhandled error, with its message, a retry and a way home. */
export function ErrorScreen({ error, retry }: ErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 text-center">
      <div role="alert" className="max-w-lg">
        <h1 className="text-3xl font-bold tracking-tight">{errorPage.title}</h1>
        <p className="mt-4 rounded-xl bg-muted p-4 font-mono text-sm break-words text-muted-foreground">
          {error.message || "Unknown error"}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => retry()} className={buttonClass("primary")}>
            {errorPage.retry}
          </button>
          {/* A full page load, not a client navigation: the app's state may be what broke. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonClass("outline")}>
            {errorPage.home}
          </a>
        </div>
      </div>
    </main>
  );
}
