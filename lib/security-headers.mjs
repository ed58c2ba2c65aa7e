// @ts-check
// Security headers for every response, shared by next.config.mjs (plain JavaScript, read at build and
// start) and the tests. The Content-Security-Policy allows scripts by SHA-256 hash, not 'unsafe-inline':
// nonces would force dynamic rendering, and every page here is static.
import { analyticsConnectOrigins, analyticsFromEnv } from "./analytics-config.mjs";
import { languageNotFoundRoutes } from "./not-found-routes.mjs";
import { PICTURES_PATH, routes } from "./paths.mjs";

/** Path of the route → hashes map written by the build (tools/pipeline/csp-hashes.mjs). */
export const CSP_HASHES_FILE = "csp-hashes.json";

/** The analytics provider's origins the build's environment asks for (none unless ANALYTICS is set). */
export const analyticsOrigins = () => analyticsConnectOrigins(analyticsFromEnv(process.env));

/**
 * @param {{ scriptHashes: readonly string[], dev?: boolean, connectOrigins?: readonly string[] }} options
 * `scriptHashes` are `sha256-…` sources for the page's inline scripts; `connectOrigins` the analytics
 * provider's, exactly what it needs and no more (lib/analytics-config.mjs).
 */
export function contentSecurityPolicy({ scriptHashes, dev = false, connectOrigins = analyticsOrigins() }) {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  // Next's development server evaluates code and injects scripts for hot reloading.
  if (dev) scriptSrc.push("'unsafe-eval'", "'unsafe-inline'");
  /** @type {Record<string, string[]>} */
  const directives = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    // React writes style attributes and sonner injects a <style> element: styles need 'unsafe-inline'.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": [...(dev ? ["'self'", "ws:", "wss:"] : ["'self'"]), ...connectOrigins],
    "worker-src": ["'self'"],
    // No `manifest-src`: WebKit rejects the directive with a console error, and default-src 'self' already
    // covers the manifest. No `upgrade-insecure-requests` either: WebKit applies it to http://localhost
    // and LAN addresses, so a plain-http preview loaded no style or script. Every source here is 'self' and
    // HSTS keeps the site itself on https, so neither took anything away.
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The `sha256-…` sources a policy's script-src allows: contentSecurityPolicy read backwards. */
export const scriptHashesOfPolicy = (/** @type {string} */ policy) =>
  [...(policy.match(/script-src ([^;]+)/)?.[1] ?? "").matchAll(/'(sha256-[^']+)'/g)].map(
    ([, hash]) => hash ?? "",
  );

const PERMISSIONS_DENIED = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** @typedef {{ key: string, value: string }} Header */

/** Files whose names change with their content (hashed build files, the notes' pictures). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** What every response carries, a script or a picture too: its type as sent, and no other site may embed it. */
export const resourceHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/** Every header but the CSP, the same on every document (a page, the 404 page, a metadata file). @type {Header[]} */
export const staticSecurityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  ...resourceHeaders,
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_DENIED.map((feature) => `${feature}=()`).join(", ") },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/**
 * The folders of files named by their content, which no visitor opens as a page: Next's build files and the
 * notes' pictures, cached for good. Where a host lets a folder carry fewer headers (nginx), they carry
 * `resourceHeaders` only, and a missing one is answered with the 404 page, in full.
 */
export const BUILD_FILE_FOLDERS = ["/_next/static/", `${PICTURES_PATH}/`];

/**
 * Every path, as a `headers()` source: `next start` and Vercel answer a missing file anywhere, a build file or a
 * picture too, with the 404 page, and cannot tell it from the file by its path; so every answer carries the
 * document headers and the 404 page's policy (a found chunk or picture ignores them; HTTP/2 sends them once).
 */
export const DOCUMENT_PATHS = "/:path*";

/**
 * Every route with no script hashes: the rules' shape before the build knows its pages' scripts (the first
 * build, and the development server). The routes are lib/routes.mjs's `prerenderedRoutes`, passed in: they come
 * from the notes, and this module is loaded with next.config, which reads no file when it loads.
 * @param {readonly { path: string }[]} pages @returns {Record<string, string[]>}
 */
export const noScriptHashes = (pages) => Object.fromEntries(pages.map(({ path }) => [path, []]));

/**
 * The `headers()` rules for next.config.mjs. Any path can render the 404 page, so the catch-all rule
 * carries the 404 page's hashes; the two pages' own rules come after it and override its CSP
 * (Next.js: for the same header key, the last matching rule wins).
 * @param {Record<string, readonly string[]>} hashesByRoute  route path (lib/routes.mjs) → its script hashes
 * @param {{ dev?: boolean }} [options]
 * @returns {{ source: string, headers: Header[] }[]}
 */
export function headerRules(hashesByRoute, { dev = false } = {}) {
  /** @param {string} route @returns {Header} */
  const csp = (route) => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy({ scriptHashes: hashesByRoute[route] ?? [], dev }),
  });
  return [
    { source: DOCUMENT_PATHS, headers: [...staticSecurityHeaders, csp(routes.notFound.path)] },
    // An address under a language's prefix that no page has is answered with its 404 page (next.config's rewrites).
    ...languageNotFoundRoutes.map(({ path, language }) => ({
      source: `/${language}/:path*`,
      headers: [csp(path)],
    })),
    ...Object.keys(hashesByRoute)
      .filter((route) => route !== routes.notFound.path)
      .map((route) => ({ source: route, headers: [csp(route)] })),
    { source: `${PICTURES_PATH}/:file`, headers: [{ key: "Cache-Control", value: IMMUTABLE }] },
  ];
}
