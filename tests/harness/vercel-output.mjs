// @ts-check
// Vercel's Build Output (https://vercel.com/docs/build-output-api/v3), read as the platform serves it, for the
// tests of `npm run build:vercel` (hosts.spec.ts): no host of the site runs this. Only what this site uses: header routes before `{ "handle": "filesystem" }` and in the `hit` phase, files in
// static/, prerendered fallbacks in functions/ (with their status), the fallback rewrites, the 404 page for
// anything else.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const VERCEL_OUTPUT = ".vercel/output";

/**
 * @typedef {{ src?: string, headers?: Record<string, string>, handle?: string, status?: number, dest?: string,
 *   has?: unknown[], missing?: unknown[] }} VercelRoute
 */

/** @returns {{ version: number, routes: VercelRoute[] }} */
export function readVercelConfig(dir = VERCEL_OUTPUT) {
  return JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));
}

/** The file that answers `path` itself, and its status (a prerender's `initialStatus`), if one does. */
function vercelFileAt(/** @type {string} */ path, /** @type {string} */ dir) {
  const name = path === "/" ? "index" : path.replace(/^\//, "");
  const candidates = [
    join(dir, "static", path),
    join(dir, "static", `${name}.html`),
    join(dir, "functions", `${name}.prerender-fallback.html`),
    // A file a route handler made at build (a note's picture).
    join(dir, "functions", `${name}.prerender-fallback.body`),
  ];
  const file = candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith("/"));
  if (!file) return undefined;
  const config = file.replace(/\.prerender-fallback\.\w+$/, ".prerender-config.json");
  const status =
    config !== file && existsSync(config)
      ? (JSON.parse(readFileSync(config, "utf8")).initialStatus ?? 200)
      : 200;
  return { file, status };
}

/**
 * The file Vercel answers a plain GET of `path` with: its own, else the first rewrite of the `resource` phase
 * (next.config's fallback rewrites) whose destination has one, else the 404 page. `hit`: a file answered.
 * @param {string} path
 * @returns {{ file: string, status: number, hit: boolean }}
 */
export function vercelServedFile(path, dir = VERCEL_OUTPUT) {
  const own = vercelFileAt(path, dir);
  if (own) return { ...own, hit: true };
  let phase = "";
  for (const route of readVercelConfig(dir).routes) {
    if (route.handle) phase = route.handle;
    else if (phase === "resource" && route.src && route.dest && new RegExp(route.src).test(path)) {
      const rewritten = vercelFileAt(route.dest.replace(/\?.*$/, ""), dir);
      if (rewritten) return { ...rewritten, hit: true };
    }
  }
  return { file: join(dir, "static/404.html"), status: 404, hit: false };
}

/**
 * The headers the routes give a plain GET of `path`, keys in lower case; a later route's replaces an earlier's.
 * @param {VercelRoute[]} routes @param {string} path
 * @param {boolean} hit  whether a file answers the path (the `hit` phase runs then)
 */
export function vercelHeadersFor(routes, path, hit) {
  /** @type {Record<string, string>} */
  const headers = {};
  let phase = "";
  for (const route of routes) {
    if (route.handle) {
      phase = route.handle;
      continue;
    }
    const applies = phase === "" || (phase === "hit" && hit);
    const headerOnly = route.headers && route.status === undefined && !route.has && !route.missing;
    if (!applies || !headerOnly || !route.src || !new RegExp(route.src).test(path)) continue;
    for (const [key, value] of Object.entries(route.headers ?? {})) headers[key.toLowerCase()] = value;
  }
  return headers;
}
