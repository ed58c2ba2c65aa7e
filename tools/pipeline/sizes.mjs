// @ts-check
// The build's sizes (bytes and counts, never time) and their budgets: npm test holds the build to them
// (tests/e2e/budgets.spec.ts) and the bench reports them. What it reads of the build, it asks
// tools/pipeline/next-output.mjs for.
import { readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { prerenderedRoutes, serviceRoutes } from "../../lib/routes.mjs";
import {
  FLIGHT_SCRIPT,
  NEXT_DIR,
  builtFonts,
  builtStylesheets,
  prerenderedHtmlPath,
  readRouteBundleStats,
} from "./next-output.mjs";

export const BUDGETS = {
  /**
   * JavaScript a route loads before its `load` event, gzip (the bare-Next floor is about 131 KiB). 145 KiB until
   * the query client's code moved after idle (components/providers.tsx), 138.5 until the phone menu's button
   * became server HTML (components/layout/mobile-menu.tsx), 138 until the error screens (in every route's
   * start-up JavaScript, twice: app/error.tsx and app/global-error.tsx) wrote their two button classes out,
   * 137.75 (/aboutme 137.67) until app/global-error.tsx became the one error boundary and the chunks under
   * 2 KiB went without the compile hint (tools/pipeline/next-output.mjs): #36's 137.
   */
  initialJsGzipBytes: 137 * 1024,
  /**
   * The React Server Components payload inlined in a page's HTML (the `self.__next_f.push` scripts), raw
   * bytes: the browser parses it and React decodes it on the main thread before hydration. #14 aimed at
   * 30 KB and 20 KB; the home page's markup alone, as plain server components, is 38.3 KB (docs/performance.md,
   * "What the content alone costs"; the bench's payload breakdown).
   */
  inlineRscBytes: {
    // 40 KiB until each home service card linked to its own page (#37): five links, 1.7 KB.
    "index.html": 42 * 1024,
    "aboutme.html": 24 * 1024,
    "_not-found.html": 9 * 1024,
    // A service's page carries no more than /aboutme (#37).
    ...Object.fromEntries(serviceRoutes.map((route) => [route.html, 24 * 1024])),
  },
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
export function initialJsByRoute(dir = NEXT_DIR) {
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

/**
 * The inline RSC payload of a page: the bytes of its `self.__next_f.push(…)` arguments as they stand in the
 * HTML, and the decoded text React reads from them.
 * @param {string} html
 */
export function inlineRscPayload(html) {
  const pushes = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => match[1] ?? "");
  const text = pushes
    .map((push) => /** @type {[number, string?]} */ (JSON.parse(push)))
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk ?? "")
    .join("");
  return {
    scripts: pushes.length,
    bytes: pushes.reduce((sum, push) => sum + Buffer.byteLength(push), 0),
    text,
  };
}

/** Size of each prerendered page's HTML and the fonts it preloads. */
export function prerenderedPages(dir = NEXT_DIR) {
  return prerenderedRoutes.map(({ html: file }) => {
    const html = readFileSync(prerenderedHtmlPath(file, dir));
    const text = html.toString("utf8");
    const fonts = [...text.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((m) => m[0]);
    const fontFaces = builtFonts(dir);
    const rsc = inlineRscPayload(text);
    return {
      file,
      rawBytes: html.length,
      rscBytes: rsc.bytes,
      rscScripts: rsc.scripts,
      rscText: rsc.text,
      gzipBytes: gzipSize(html),
      preloadedFonts: fonts.length,
      fontFilesBuilt: fontFaces.length,
      fontBytes: fontFaces.reduce((sum, path) => sum + statSync(path).size, 0),
    };
  });
}

/**
 * Every `url(…)` in the build's stylesheets that is not a font: an image the style pass would have to load
 * and decode. A `data:` SVG there (a mask, a background) costs a whole SVG document built inside the first
 * style recalculation: the first took 60 ms here without throttling (bench/results/2026-11-23-4.md).
 */
export function stylesheetImages(dir = NEXT_DIR) {
  return builtStylesheets(dir).flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(/url\(\s*["']?([^"')]*)/g)]
      .map((match) => match[1] ?? "")
      .filter((url) => !/\.(woff2?|ttf|otf)(\?|#|$)/.test(url))
      .map((url) => `${basename(path)}: ${url.slice(0, 60)}`),
  );
}

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Every chunk any route loads up front. */
export { firstLoadChunkPaths as initialChunkPaths } from "./next-output.mjs";
