// @ts-check
// Vercel's Build Output (https://vercel.com/docs/build-output-api/v3), as `vercel build` writes it to
// .vercel/output, read the way the platform serves it, for the tests: which file answers a path, and which
// headers its routes (config.json) give the answer. Only what this static site uses is modelled: header routes
// before `{ "handle": "filesystem" }`, files in static/ and prerendered pages' fallbacks in functions/, the
// 404 page for anything else, and the routes of the `hit` phase on a file that exists.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const VERCEL_OUTPUT = ".vercel/output";

/**
 * @typedef {{ src?: string, headers?: Record<string, string>, handle?: string, status?: number, dest?: string,
 *   has?: unknown[], missing?: unknown[] }} VercelRoute
 */

/** @returns {{ version: number, routes: VercelRoute[] }} */
export function readConfig(dir = VERCEL_OUTPUT) {
  return JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));
}

/**
 * The file that answers `path`, and its status: a static file, a prerendered page's fallback HTML, or the 404 page.
 * @param {string} path
 * @returns {{ file: string, status: number }}
 */
export function servedFile(path, dir = VERCEL_OUTPUT) {
  const name = path === "/" ? "index" : path.replace(/^\//, "");
  const candidates = [
    join(dir, "static", path),
    join(dir, "static", `${name}.html`),
    join(dir, "functions", `${name}.prerender-fallback.html`),
  ];
  const found = candidates.find((file) => existsSync(file) && !file.endsWith("/"));
  return found ? { file: found, status: 200 } : { file: join(dir, "static/404.html"), status: 404 };
}

/**
 * The headers the routes give a GET of `path` without request headers of its own (a visitor's first load),
 * keys in lower case; a later route's header replaces an earlier one's.
 * @param {VercelRoute[]} routes
 * @param {string} path
 * @param {boolean} hit  whether a file answers the path (the `hit` phase runs then)
 */
export function headersFor(routes, path, hit) {
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
