// @ts-check
// The site's stylesheet, inlined into each prerendered page's HTML. A linked stylesheet holds the first
// paint until a second round trip ends; inlined, the first response carries everything the first paint
// needs. With the loads throttled as on a phone, `/` appeared at 918 ms instead of 1545 (docs/performance.md).
//
// Only the HTML changes; the RSC payload does not (Next's `experimental.inlineCss` puts the CSS into the
// payload too: 91 KB more on `/`). Next's `<link>` stays, with `disabled`: the browser does not
// fetch a disabled stylesheet, and React, which looks its stylesheets up by `link[rel="stylesheet"][href]`,
// finds it while it hydrates and on client navigation, so it loads nothing either.
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
 * Makes the CSS work from the page instead of from its own URL: relative `url()`s (Turbopack writes
 * `url(../media/font.woff2)`) become absolute paths.
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
 * Every linked stylesheet of `html` inlined before its (now disabled) link.
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
 * Inlines the stylesheets of the given HTML files (paths relative to `pagesDir`); `fileOf` maps a
 * stylesheet's URL path to the file the build wrote it to. Every page must come out with its stylesheet
 * inlined (now, or by an earlier run): a page without a link of the form this matches means Next.js writes
 * its links another way, and the step fails rather than ship pages that wait for a second request.
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
 * `npm run build`'s step: inlines the stylesheets of every prerendered page of the build in `dir`, in each file a
 * host serves it from (tools/pipeline/next-output.mjs). Next.js keeps a runtime copy of a page it has served in its
 * route cache; a copy left from before this step would be served instead, so it goes (Next.js writes it anew).
 * `pages`: the build's prerendered routes, the site's unless another app's (the bench's floor) is built.
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
