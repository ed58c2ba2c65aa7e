// @ts-check
// Deterministic size figures read from the production build in .next (bytes, never time).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedRoutes } from "../lib/routes.mjs";
import { readRouteBundleStats } from "../tools/compile-hints.mjs";

export const BUDGETS = {
  /** JavaScript a route loads before its `load` event, gzip. */
  initialJsGzipBytes: 180 * 1024,
  /** The prerendered HTML of a page, gzip. */
  htmlGzipBytes: 30 * 1024,
  /** Font files a page preloads. */
  fontFiles: 2,
  /** All font files together (already compressed woff2, so raw bytes). */
  fontBytes: 32 * 1024,
};

/** @param {Buffer} buffer */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Initial JS per route from Turbopack's route-bundle-stats (the chunks a route's HTML loads). */
export function initialJsByRoute(dir = ".next") {
  return readRouteBundleStats(dir).map(({ route, firstLoadChunkPaths }) => {
    const sizes = firstLoadChunkPaths.map((path) => readFileSync(path));
    return {
      route,
      chunks: firstLoadChunkPaths.length,
      rawBytes: sizes.reduce((sum, b) => sum + b.length, 0),
      gzipBytes: sizes.reduce((sum, b) => sum + gzipSize(b), 0),
    };
  });
}

/** Size of each prerendered page's HTML and the fonts it preloads. */
export function prerenderedPages(dir = ".next") {
  const appDir = join(dir, "server/app");
  return prerenderedRoutes.map(({ html: file }) => {
    const html = readFileSync(join(appDir, file));
    const text = html.toString("utf8");
    const fonts = [...text.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((m) => m[0]);
    const fontFaces = readdirSync(join(dir, "static/media")).filter((name) =>
      /\.(woff2?|ttf|otf)$/.test(name),
    );
    return {
      file,
      rawBytes: html.length,
      gzipBytes: gzipSize(html),
      preloadedFonts: fonts.length,
      fontFilesBuilt: fontFaces.length,
      fontBytes: fontFaces.reduce((sum, name) => sum + statSync(join(dir, "static/media", name)).size, 0),
    };
  });
}

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every chunk any route loads up front. */
export { firstLoadChunkPaths as initialChunkPaths } from "../tools/compile-hints.mjs";
