// @ts-check
// The build's sizes (bytes and counts, never time) and their budgets: npm test holds the build to them
// (tests/e2e/budgets.spec.ts) and the bench reports them.
import { readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { languages } from "../../content/languages.mjs";
import { notePages } from "../../lib/notes/pages.mjs";
import {
  notePagePath,
  notePath,
  notesIn,
  languageNotFoundRoutes,
  pageRoutes,
  pathIn,
  prerenderedRoutes,
  routes,
  servicePath,
} from "../../lib/routes.mjs";
import { serviceIds } from "../../content/service-ids.mjs";
import {
  FLIGHT_SCRIPT,
  NEXT_DIR,
  builtFonts,
  builtStylesheets,
  prerenderedHtmlPath,
  readRouteBundleStats,
} from "./next-output.mjs";

/** A photo's <picture>: two <source>s and an <img>, each with its srcset of five widths (lib/notes/pictures.mjs). */
const PICTURE_BYTES = 2 * 1024;
/** A cover's thumbnail in the list: one WebP srcset. */
const THUMBNAIL_BYTES = 1024;
const htmlOf = (/** @type {string} */ path) => pageRoutes.find((route) => route.path === path)?.html ?? "";

/**
 * Each language's pages' payload budgets: a page in another language is held to its default-language
 * counterpart's (its words run a little longer; the frame is the same).
 * @param {string} code
 * @returns {[string, number][]}
 */
function payloadBudgetsIn(code) {
  const notes = notesIn(code);
  const listPages = notePages(notes);
  const html = (/** @type {string} */ path) => htmlOf(pathIn(code, path));
  return [
    // 40 KiB until each home service card linked to its own page (#37): five links, 1.7 KB; and until each of
    // its nine chat links said it opens a WhatsApp chat (#59, WCAG 2.4.9): 0.2 KB. Every page's budget grew by
    // 3 KiB with the second language (#66): the link to the other language (three of them), its hreflang and
    // og:locale tags, the preview's own tags, and the theme's and the toast's words, now props. The structured
    // data no longer rides in the payload too (#67, structured-data-once.mjs): 1-3 KB less on each page.
    [html(routes.home.path), 45 * 1024],
    // 24 KiB until the head script enabled the whole stylesheet after load (0.2 KB, carried in the payload too).
    [html(routes.about.path), 27.5 * 1024],
    // A service's page carries no more than /aboutme (#37), and its case studies' titles and summaries (#58).
    ...serviceIds.map((id) => /** @type {[string, number]} */ ([html(servicePath(id)), 28 * 1024])),
    // Each page of the list of notes: its frame, a title, facts, summary and cover for each of its notes, and a
    // link to every page.
    ...listPages.map(
      (page, index) =>
        /** @type {[string, number]} */ ([
          html(notePagePath(index + 1)),
          20 * 1024 +
            page.reduce((sum, note) => sum + 1024 + (note.cover ? THUMBNAIL_BYTES : 0), 0) +
            (listPages.length > 1 ? 200 * listPages.length : 0),
        ]),
    ),
    // A note's page: a service page's frame less its text, and four times the note's source (the HTML and the
    // payload each carry its text, a highlighted code block more), and its pictures.
    ...notes.map(
      (note) =>
        /** @type {[string, number]} */ ([
          html(notePath(note.slug)),
          25 * 1024 + 4 * Buffer.byteLength(note.body) + PICTURE_BYTES * note.images.length,
        ]),
    ),
  ];
}

export const BUDGETS = {
  /**
   * JavaScript a route loads before `load`, gzip: #36's 137 (the bare-Next floor is about 131; docs/performance.md);
   * 138 since the second language (#66) made the theme's and the toast's words props (/aboutme 137.9).
   */
  initialJsGzipBytes: 138 * 1024,
  /**
   * The React payload inlined in a page's HTML, raw bytes, decoded on the main thread before hydration. The home
   * page's markup alone, as plain server components, is 38.3 KB (docs/performance.md).
   */
  inlineRscBytes: Object.fromEntries([
    ...languages.flatMap(({ code }) => payloadBudgetsIn(code)),
    [routes.notFound.html, 9 * 1024],
    // Another language's 404 page is a page of app/[lang]: its layout's payload, and the screen twice (the page,
    // and the not-found boundary every page of the layout carries).
    ...languageNotFoundRoutes.map((route) => /** @type {[string, number]} */ ([route.html, 10 * 1024])),
  ]),
  htmlGzipBytes: 30 * 1024,
  /**
   * A page's own rules of the stylesheet, inlined in its HTML (tools/pipeline/page-css.mjs), raw bytes: the whole
   * sheet, 49 KB, was inlined in every page until #67. Its target is 30 KB; the note page needs 32.1 today.
   */
  inlineCssBytes: 33 * 1024,
  /** Font files a page preloads. */
  fontFiles: 2,
  /** All font files together (already compressed woff2, so raw bytes). */
  fontBytes: 32 * 1024,
};

/** @param {Buffer} buffer */
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

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

/** Size of each prerendered page's HTML, of its inline React payload and styles, and of the fonts it preloads. */
export function prerenderedPages(dir = NEXT_DIR) {
  return prerenderedRoutes.map(({ html: file }) => {
    const html = readFileSync(prerenderedHtmlPath(file, dir));
    const text = html.toString("utf8");
    const fonts = [...text.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map((m) => m[0]);
    const fontFaces = builtFonts(dir);
    const pushes = [...text.matchAll(FLIGHT_SCRIPT)].map((match) => match[1] ?? "");
    const styles = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
    return {
      file,
      rawBytes: html.length,
      rscBytes: pushes.reduce((sum, push) => sum + Buffer.byteLength(push), 0),
      rscScripts: pushes.length,
      cssBytes: styles.reduce((sum, css) => sum + Buffer.byteLength(css), 0),
      gzipBytes: gzipSize(html),
      preloadedFonts: fonts.length,
      fontFilesBuilt: fontFaces.length,
      fontBytes: fontFaces.reduce((sum, path) => sum + statSync(path).size, 0),
    };
  });
}

/**
 * Every `url(…)` in the build's stylesheets that is not a font: a `data:` SVG there costs a whole SVG document
 * in the first style recalculation (60 ms here, bench/results/2026-11-23-4.md).
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
