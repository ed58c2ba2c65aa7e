import type { ReactNode } from "react";
import { RootDocument } from "@/components/layout/root-document";
import { validateContent } from "@/lib/content-schema";
import "../globals.css";

export { generateMetadata, viewport } from "@/components/layout/root-document";

// Content is checked when the build renders the layout: a mistake stops it, naming file, entry and field.
// (Configuration is checked the same way by lib/site-config.ts.)
validateContent();

/** The default language's pages, at the site's own addresses (/, /aboutme, …). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
