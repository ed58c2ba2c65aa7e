// @ts-check
// A static part of a page (components/ui/static-part.tsx), as the build finds it (tools/pipeline/inline-payload.mjs).

/**
 * The part components' export names, as the React payload names their client references: StaticPart, and
 * LivePart (components/ui/live-part.tsx), a part whose HTML has controls.
 */
export const STATIC_PART_EXPORTS = ["StaticPart", "LivePart"];

/** The attribute that names each part in the page's HTML, once. */
export const STATIC_PART_ATTRIBUTE = "data-static";

/**
 * The attribute that marks a static part whose behaviour (a client component's listeners, lib/live.ts) is running:
 * the part's HTML has no React of its own to wait for.
 */
export const LIVE_ATTRIBUTE = "data-live";
