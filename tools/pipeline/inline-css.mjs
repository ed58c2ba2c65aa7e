// @ts-check
// Each prerendered page's own rules of the site's stylesheet (tools/pipeline/page-css.mjs), inlined into its HTML,
// so the first response carries all the first paint needs (`/` at 918 ms instead of 1545 on a throttled phone,
// docs/performance.md). Only the HTML changes, not the React payload (Next's `experimental.inlineCss` adds 91 KB
// to it on `/`). Next's `<link>` stays, `disabled`: the browser does not fetch it while the page loads, and React
// finds it by `link[rel="stylesheet"][href]` and loads nothing either. Once the page has loaded, the inline
// script in <head> enables it (lib/theme-script.mjs), so a page a client navigation renders has every rule.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
import { stepIsOn } from "./optional-steps.mjs";
import { cssOfPage, variablesOf, wordsOf } from "./page-css.mjs";

/** A script of the site, as pages and other scripts name it: in a `src`, or in Turbopack's lists of chunks. */
const CHUNK = /(?:\/_next\/)?(static\/chunks\/[\w.~-]+\.js)\b/g;

/**
 * What the scripts a page runs, and those they load later, may set: class names and custom properties.
 * @param {(href: string) => string | undefined} readScript  a script's text at a URL path, if the build has it
 */
export function scriptsOfPages(readScript) {
  /** @type {Map<string, { words: Set<string>, variables: Set<string>, chunks: string[] }>} */
  const seen = new Map();
  const scriptAt = (/** @type {string} */ href) => {
    let script = seen.get(href);
    if (!script) {
      const text = readScript(href) ?? "";
      script = { words: wordsOf(text), variables: variablesOf(text), chunks: chunksIn(text) };
      seen.set(href, script);
    }
    return script;
  };
  /** @param {string} html @returns {{ classes: (name: string) => boolean, variables: Set<string> }} */
  return (html) => {
    const scripts = new Set(chunksIn(html));
    for (const href of scripts) for (const next of scriptAt(href).chunks) scripts.add(next); // grows as it goes
    const page = wordsOf(html);
    const all = [...scripts].map(scriptAt);
    return {
      classes: (name) => page.has(name) || all.some((script) => script.words.has(name)),
      variables: new Set([...variablesOf(html), ...all.flatMap((script) => [...script.variables])]),
    };
  };
}

const chunksIn = (/** @type {string} */ text) =>
  [...text.matchAll(CHUNK)].map((match) => `/_next/${match[1]}`);

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
 * @param {ReturnType<typeof scriptsOfPages>} [scripts]  what the page's scripts may set (none: the whole sheet)
 * @returns {{ html: string, inlined: string[] }}
 */
export function inlineStylesheets(html, readCss, scripts) {
  /** @type {string[]} */
  const inlined = [];
  const page = scripts?.(html);
  const result = html.replace(STYLESHEET_LINK, (link, href, rest) => {
    if (/\bdisabled\b/.test(rest)) return link;
    const whole = cssForPage(readCss(href), href);
    const css = page ? cssOfPage(whole, page) : whole;
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
  const scripts = scriptsOfPages((href) => {
    const file = fileOf(href);
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  });
  let pages = 0;
  /** @type {string[]} */
  const without = [];
  for (const file of files) {
    const path = join(pagesDir, file);
    const { html, inlined } = inlineStylesheets(
      readFileSync(path, "utf8"),
      readCss,
      stepIsOn("page-css") ? scripts : undefined,
    );
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
