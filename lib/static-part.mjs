// @ts-check
// A static part of a page (components/ui/static-part.tsx), as the build finds it (tools/pipeline/inline-payload.mjs).

/** The part component's export name, as the React payload names its client reference. */
export const STATIC_PART_EXPORT = "StaticPart";

/** The attribute that names each part in the page's HTML, once. */
export const STATIC_PART_ATTRIBUTE = "data-static";

/**
 * The attribute on <html> that lists, space-separated, the static parts whose behaviour (a client component's
 * listeners, lib/live.ts) is running: the parts' HTML has no React of its own to wait for.
 */
export const LIVE_ATTRIBUTE = "data-live";
