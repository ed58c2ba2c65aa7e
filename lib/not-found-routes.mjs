// @ts-check
// A missing page, in every language and on every host: the one map of it (docs/hosting.md has the hosts' side).
//
// The default language's 404 page is Next's own route /_not-found, drawn by app/global-not-found.tsx (with two
// root layouts there is no one layout to hold it). Each other language's is a page of its own, /<code>/404
// (app/[lang]/404/page.tsx), which every host answers an address under /<code> that no page has with:
//   - next start and Vercel: the rewrites below send such an address there (next.config.mjs), and the build
//     gives the prerendered page the status 404 (notFoundStatusOfBuild, tools/pipeline/next-output.mjs);
//   - static hosts: /<code>/404.html, named in _headers and nginx.conf (tools/pipeline/static-headers.mjs); the
//     export drops Next's internal copies of /_not-found, which no host should serve (build-static.mjs);
//   - its policy: lib/security-headers.mjs gives /<code>/:path* that page's script hashes.
// app/(site)/not-found.tsx and app/[lang]/not-found.tsx are the layouts' not-found boundaries: they only stand in
// for Next's own English screen in every page's payload; no address shows them.
// A page `next start` rendered for each missing address instead would carry inline scripts the hash-based policy
// cannot know: hence prerendered pages, rewritten to.
import { languages } from "../content/languages.mjs";
import { routeIn } from "./paths.mjs";

/**
 * Another language's 404 page, as the build writes it: /<code>/404.html, what static hosts answer a missing
 * address under /<code> with, and next start and Vercel too (app/[lang]/404).
 */
export const LANGUAGE_NOT_FOUND = "404";

/** Each other language's 404 page. @type {readonly import("./routes.mjs").Route[]} */
export const languageNotFoundRoutes = languages
  .slice(1)
  .map(({ code }) => routeIn(code, { path: `/${LANGUAGE_NOT_FOUND}`, html: `${LANGUAGE_NOT_FOUND}.html` }));

/** An address with a malformed escape ("/%", "/es/%zz"), which Next.js cannot decode into a param. */
const MALFORMED = ":malformed(.*%(?![0-9A-Fa-f]{2}).*)";

/**
 * next.config's rewrites to the 404 pages. Before the pages: a malformed address (which would reach a dynamic
 * segment and fail to decode, a 500) goes to its language's 404 page or, outside every prefix, to /_not-found.
 * After every page and dynamic route: an address under a language's prefix that no page has.
 * @param {readonly import("./routes.mjs").Route[]} [routes]
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
