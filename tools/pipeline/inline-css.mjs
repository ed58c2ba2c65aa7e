// @ts-check
// The site's stylesheet, inlined into each prerendered page's HTML, so the first response carries all the first
// paint needs (`/` at 918 ms instead of 1545 on a throttled phone, docs/performance.md). Only the HTML changes,
// not the React payload (Next's `experimental.inlineCss` adds 91 KB to it on `/`). Next's `<link>` stays,
// `disabled`: the browser does not fetch it, and React finds it by `link[rel="stylesheet"][href]` and loads
// nothing either.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  INLINED_STYLESHEET,
  NEXT_DIR,
  STYLESHEET_LINK,
  brokenAssumption,
  buildFileOfUrl,
  prerenderedPagesOfBuild,
  routeCachePath,
  servedHtmlFiles,
} from "./next-output.mjs";
import { prerenderedRoutes } from "../../lib/routes.mjs";

/**
 * Relative `url()`s (Turbopack writes `url(../media/font.woff2)`) made absolute, to work from the page.
 * @param {string} css
 * @param {string} href  the stylesheet's URL path, e.g. /_next/static/chunks/a.css
 */
export function cssForPage(css, href) {
  const base = new URL(href, "http://site.invalid");
  return css.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, target) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
    return `url(${quote}${new URL(target, base).pathname}${quote})`;
  });
}

/**
 * @param {string} html
 * @param {(href: string) => string} readCss  the stylesheet at a URL path, as the build wrote it
 * @returns {{ html: string, inlined: string[] }}
 */
export function inlineStylesheets(html, readCss) {
  /** @type {string[]} */
  const inlined = [];
  const result = html.replace(STYLESHEET_LINK, (link, href, rest) => {
    if (/\bdisabled\b/.test(rest)) return link;
    const css = cssForPage(readCss(href), href);
    // The HTML parser ends a <style> at the first "</style", wherever it stands in the CSS.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which cannot be inlined`);
    inlined.push(href);
    return `<style>${css}</style><link rel="stylesheet" href="${href}"${rest} disabled=""/>`;
  });
  return { html: result, inlined };
}

/**
 * Inlines the stylesheets of the HTML files (relative to `pagesDir`); `fileOf` maps a stylesheet's URL path to
 * its file. A page left without one inlined means Next.js links it another way: the step fails.
 * @param {{ pagesDir: string, files: readonly string[], fileOf: (href: string) => string }} options
 * @returns {{ pages: number, stylesheets: string[] }}
 */
export function inlineStylesheetsOfPages({ pagesDir, files, fileOf }) {
  /** @type {Map<string, string>} */
  const cache = new Map();
  const readCss = (/** @type {string} */ href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(fileOf(href), "utf8"));
    return cache.get(href) ?? "";
  };
  let pages = 0;
  /** @type {string[]} */
  const without = [];
  for (const file of files) {
    const path = join(pagesDir, file);
    const { html, inlined } = inlineStylesheets(readFileSync(path, "utf8"), readCss);
    if (inlined.length) writeFileSync(path, html);
    if (inlined.length || INLINED_STYLESHEET.test(html)) pages += 1;
    else without.push(file);
  }
  if (without.length)
    throw brokenAssumption(
      "stylesheetLink",
      `No such link in ${without.join(", ")} (of ${files.length} pages).`,
    );
  return { pages, stylesheets: [...cache.keys()] };
}

/**
 * `npm run build`'s step, on every file a host serves a page from. A page's copy in the route cache would be
 * served instead, so it goes (Next.js writes it anew). `pages`: the site's, unless another app is built.
 * @param {readonly import("../../lib/routes.mjs").Route[]} [pages]
 */
export function inlineStylesheetsOfBuild(dir = NEXT_DIR, pages = prerenderedRoutes) {
  prerenderedPagesOfBuild(dir, pages); // throws, naming the assumption, when a page is missing
  rmSync(routeCachePath(dir), { recursive: true, force: true });
  return inlineStylesheetsOfPages({
    pagesDir: join(dir, "server"),
    files: servedHtmlFiles(dir, pages).map(({ file }) => file),
    fileOf: (href) => buildFileOfUrl(href, dir),
  });
}
