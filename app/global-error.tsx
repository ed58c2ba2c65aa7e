"use client";

import { ErrorScreen } from "@/components/error-screen";
import { inter } from "./fonts";
import "./globals.css";

/** Replaces the root layout when the layout itself fails, so it brings its own document. */
export default function GlobalError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans">
        <title>Unexpected Application Error!</title>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
