// @ts-check
// The build's sizes (bytes and counts, never time) and their budgets: npm test holds the build to them
// (tests/e2e/budgets.spec.ts) and the bench reports them.
import { readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { languages } from "../../content/languages.mjs";
import { notePages } from "../../lib/notes/pages.mjs";
import {
  defaultLanguageCode,
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

/** A kilobyte as #67 counts a document: 1000 bytes. */
const KB = 1000;

/**
 * Each page's whole document, raw bytes (#67): the home page 70 KB, 75 since its first screen's offer (#79). A service's page and a note's were asked to
 * be 50 and 55 KB; the frame every page has rules that out (docs/performance.md), so 58 and 65 KB stand in.
 * Another language's page may run 4 % longer: its words do.
 * @param {string} code
 * @returns {[string, number][]}
 */
function documentBudgetsIn(code) {
  const html = (/** @type {string} */ path) => htmlOf(pathIn(code, path));
  const longer = code === defaultLanguageCode ? 1 : 1.04;
  const notes = notesIn(code);
  /** @type {[string, number][]} */
  const budgets = [
    // 70 KB (#67) until the first screen said what a visitor gets (#79): the offer, its proof and the example
    // chat are 1.2 KB of markup and 2 KB of rules (plain CSS, a third of what utilities wrote for them). 74,022
    // bytes under npm test's build (d7f6f03, a clean clone).
    [html(routes.home.path), 75 * KB],
    // 72 KB until its first screen had the owner's face and a chat button (#79).
    [html(routes.about.path), 73 * KB],
    // 58 KB until a service's page opened under its icon, on a tinted band, with its case studies' results (#79).
    ...serviceIds.map((id) => /** @type {[string, number]} */ ([html(servicePath(id)), 59 * KB])),
    ...notePages(notes).map(
      (_, index) => /** @type {[string, number]} */ ([html(notePagePath(index + 1)), 56 * KB]),
    ),
    ...notes.map((note) => /** @type {[string, number]} */ ([html(notePath(note.slug)), 65 * KB])),
  ];
  return budgets.map(([file, bytes]) => [file, Math.round(bytes * longer)]);
}

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
    // 40 KiB until each home service card linked to its own page (#37); 45 with the second language (#66). Then
    // the structured data left the payload (#67), and every static part's element tree (#67,
    // inline-payload.mjs): the sections, the footer's columns, the hero's words, the top bar's lists are HTML
    // React does not walk. What is left is the frame every page has (the head's metadata, the router's tree).
    [html(routes.home.path), 16 * 1024],
    // 27.5 KiB before the static parts; 25 while its 36 cards were React's. Now a static part each section.
    [html(routes.about.path), 16 * 1024],
    // A service's page: its whole <main> is a static part. 28 KiB before.
    ...serviceIds.map((id) => /** @type {[string, number]} */ ([html(servicePath(id)), 16 * 1024])),
    // Each page of the list of notes: its frame, a title, facts, summary and cover for each of its notes, and a
    // link to every page.
    ...listPages.map(
      (page, index) =>
        /** @type {[string, number]} */ ([
          html(notePagePath(index + 1)),
          12 * 1024 +
            page.reduce((sum, note) => sum + 1024 + (note.cover ? THUMBNAIL_BYTES : 0), 0) +
            (listPages.length > 1 ? 200 * listPages.length : 0),
        ]),
    ),
    // A note's page: a service page's payload, whatever the note's length or pictures, its <main> being a static
    // part (25 KiB, four times the note's source and 2 KiB a picture, before).
    ...notes.map((note) => /** @type {[string, number]} */ ([html(notePath(note.slug)), 17 * 1024])),
  ];
}

export const BUDGETS = {
  /**
   * JavaScript a route loads before `load`, gzip: #36's 137 (the bare-Next floor is about 131; docs/performance.md);
   * 138 since the second language (#66) made the theme's and the toast's words props (/aboutme 137.9); 138.5 for
   * the static parts' component (#67, 0.2 KiB), which takes far more than that off the payload.
   */
  initialJsGzipBytes: 138.5 * 1024,
  /**
   * The React payload inlined in a page's HTML, raw bytes, decoded on the main thread before hydration. The home
   * page's markup alone, as plain server components, is 38.3 KB (docs/performance.md).
   */
  inlineRscBytes: Object.fromEntries([
    ...languages.flatMap(({ code }) => payloadBudgetsIn(code)),
    // 5 and 9 KiB until the 404 page had the top bar and the footer, the way on that every page has (#79).
    [routes.notFound.html, 7.5 * 1024],
    // Another language's 404 page is a page of app/[lang]: its layout's payload, and the screen twice (the page,
    // and the not-found boundary every page of the layout carries).
    ...languageNotFoundRoutes.map((route) => /** @type {[string, number]} */ ([route.html, 11.5 * 1024])),
  ]),
  /**
   * Each page's HTML, raw bytes (documentBudgetsIn); a 404 page 36 KB, another language's 41 (its payload
   * carries the screen twice): 26 KB until it had the top bar and the footer (#79).
   */
  documentBytes: Object.fromEntries([
    ...languages.flatMap(({ code }) => documentBudgetsIn(code)),
    [routes.notFound.html, 36 * KB],
    ...languageNotFoundRoutes.map((route) => /** @type {[string, number]} */ ([route.html, 41 * KB])),
  ]),
  /**
   * The inline payload at most this many times the page's visible markup (#67), on a page that shows at least
   * `payloadPerMarkupFrom` bytes, about what the frame every page has sends (the head's metadata, the router's
   * tree, the top bar: 13–14 KB). A page that shows less is mostly frame: its payload budget above holds it.
   */
  payloadPerMarkup: 1.2,
  payloadPerMarkupFrom: 14 * KB,
  htmlGzipBytes: 30 * 1024,
  /**
   * A page's own rules of the stylesheet, inlined in its HTML (tools/pipeline/page-css.mjs), raw bytes: the whole
   * sheet, 49 KB, was inlined in every page until #67, whose target this is. Tailwind's theme values written
   * into the rules (app/globals.css) brought the note pages from 32.5 to 27.2 KB.
   */
  inlineCssBytes: 30 * KB,
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
    const body = text.slice(text.indexOf("<body"));
    return {
      file,
      rawBytes: html.length,
      rscBytes: pushes.reduce((sum, push) => sum + Buffer.byteLength(push), 0),
      rscScripts: pushes.length,
      cssBytes: styles.reduce((sum, css) => sum + Buffer.byteLength(css), 0),
      // What the page shows: its body without scripts and styles.
      markupBytes: Buffer.byteLength(
        body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<style[\s\S]*?<\/style>/g, ""),
      ),
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
