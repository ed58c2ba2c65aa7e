"use client";

import { ErrorScreen } from "@/components/error-screen";
import { inter } from "@/components/fonts";
import "./globals.css";

/**
 * The site's one error boundary: an error anywhere, in a page or in the root layout, replaces the whole
 * document with the error screen, so it brings its own. A second boundary for pages (app/error.tsx) kept the
 * top bar around the same screen, for 0.6 KiB gzip more start-up JavaScript on every route.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  // This screen takes over the layout's <html>, whose attributes React clears: the theme script puts the
  // visitor's stored theme back (components/theme-script.tsx).
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans">
        <title>Unexpected Application Error!</title>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
