"use client";

import { errorPage } from "@/content/errors";

type ErrorScreenProps = { error: Error & { digest?: string }; retry: () => void };

/**
 * The screen for an unhandled error, with its message, a retry and a way home: app/global-error.tsx, the one
 * error boundary, shows it in place of the whole document, as the spec's "router's default screen" is. It is
 * in every route's start-up JavaScript, so its two buttons' classes are written out as `buttonClass`
 * (components/ui/button-styles.ts) would join them: the helper and clsx cost 0.3 KiB gzip there.
 */
export function ErrorScreen({ error, retry }: ErrorScreenProps) {
  // No console.error here: Next logs every error that a boundary of the app catches (its onCaughtError).
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 text-center">
      <div role="alert" className="max-w-lg">
        <h1 className="text-title font-bold tracking-tight">{errorPage.title}</h1>
        <p className="mt-4 rounded-inset bg-muted p-4 font-mono text-sm break-words text-muted-foreground">
          {error.message || "Unknown error"}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => retry()} className="btn btn-primary">
            {errorPage.retry}
          </button>
          {/* A full page load, not a client navigation: the app's state may be what broke. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="btn btn-outline">
            {errorPage.home}
          </a>
        </div>
      </div>
    </main>
  );
}
