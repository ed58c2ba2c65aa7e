// @ts-check
// Each other language's 404 page (/es/404, app/[lang]/404) answers every address under its prefix that no page
// has, on `next start` and Vercel: next.config's rewrites send those there, and the build gives the prerendered
// page the status 404, as Next gives its own /_not-found. A page `next start` rendered for each address instead
// would carry inline scripts the hash-based policy cannot know. Static hosts serve the same file
// (static-headers.mjs).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { languageNotFoundRoutes } from "../../lib/routes.mjs";
import { NEXT_DIR, brokenAssumption, prerenderedHtmlPath } from "./next-output.mjs";

/** An address with a malformed escape ("/%", "/es/%zz"), which Next.js cannot decode into a param. */
const MALFORMED = ":malformed(.*%(?![0-9A-Fa-f]{2}).*)";

/**
 * next.config's rewrites to the 404 pages. Before the pages: a malformed address (which would reach a dynamic
 * segment and fail to decode, a 500) goes to its language's 404 page or, outside every prefix, to /_not-found.
 * After every page and dynamic route: an address under a language's prefix that no page has.
 * @param {readonly import("../../lib/routes.mjs").Route[]} [routes]
 */
export function notFoundRewrites(routes = languageNotFoundRoutes) {
  const prefixed = routes.map(({ path, language }) => ({ prefix: `/${language}`, destination: path }));
  return {
    beforeFiles: [
      ...prefixed.map(({ prefix, destination }) => ({ source: `${prefix}/${MALFORMED}`, destination })),
      { source: `/${MALFORMED}`, destination: "/_not-found" },
    ],
    afterFiles: [],
    fallback: prefixed.map(({ prefix, destination }) => ({ source: `${prefix}/:path*`, destination })),
  };
}

/**
 * Gives each of `routes` (prerendered pages) the status 404: `status` in its .meta, which `next start` answers
 * with, and `initialStatus` in the prerender manifest, which Vercel's build reads. Returns the paths it changed.
 * @param {string} [dir] @param {readonly import("../../lib/routes.mjs").Route[]} [routes]
 */
export function notFoundStatusOfBuild(dir = NEXT_DIR, routes = languageNotFoundRoutes) {
  if (!routes.length) return [];
  const manifestPath = join(dir, "prerender-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const { path, html } of routes) {
    const entry = manifest.routes?.[path];
    const metaPath = prerenderedHtmlPath(html.replace(/\.html$/, ".meta"), dir);
    if (!entry || !existsSync(metaPath))
      throw brokenAssumption(
        "prerenderStatus",
        `${entry ? `No ${metaPath}` : `No route ${path} in ${manifestPath}`} for the 404 page at ${path}.`,
      );
    entry.initialStatus = 404;
    const meta = JSON.parse(readFileSync(metaPath, "utf8"));
    writeFileSync(metaPath, `${JSON.stringify({ ...meta, status: 404 }, null, 2)}\n`);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return routes.map(({ path }) => path);
}
