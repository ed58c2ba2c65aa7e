import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  languageNotFoundRoutes,
  noteRoutes,
  prerenderedRoutes,
  routes as siteRoutes,
  serviceRoutes,
} from "../../lib/routes.mjs";

/** The 404 pages: one screen, no sections to hydrate one by one. */
const notFoundFiles = [siteRoutes.notFound, ...languageNotFoundRoutes].map((route) => route.html);
import {
  COMPILE_HINT,
  PENDING_BOUNDARY,
  activityBoundaryBefore,
  firstLoadChunkPaths,
  prerenderedHtmlPath,
  startupChunks,
  wantsCompileHint,
} from "../../tools/pipeline/next-output.mjs";
import {
  BUDGETS,
  initialJsByRoute,
  kib,
  prerenderedPages,
  stylesheetImages,
} from "../../tools/pipeline/sizes.mjs";

// Deterministic size budgets read from the production build (bytes and counts, never time).

test("initial JavaScript per route stays within budget", () => {
  const routes = initialJsByRoute();
  console.log(
    routes.map((r) => `initial JS ${r.route}: ${kib(r.gzipBytes)} gzip (${r.chunks} chunks)`).join("\n"),
  );
  expect(routes.map((r) => r.route).sort()).toEqual(prerenderedRoutes.map((r) => r.path).sort());
  for (const route of routes) {
    expect(route.gzipBytes, `${route.route}: ${kib(route.gzipBytes)}`).toBeLessThanOrEqual(
      BUDGETS.initialJsGzipBytes,
    );
  }
  // A service's page loads no more at start-up than /aboutme (#37), a note's no more than a service's (#58).
  const bytesOf = (path?: string) => routes.find((route) => route.route === path)?.gzipBytes ?? 0;
  for (const service of serviceRoutes)
    expect(bytesOf(service.path), service.path).toBeLessThanOrEqual(bytesOf("/aboutme"));
  for (const note of [siteRoutes.notes, ...noteRoutes])
    expect(bytesOf(note.path), note.path).toBeLessThanOrEqual(bytesOf(serviceRoutes[0]?.path));
});

test("the React payload inlined in each page stays within budget", () => {
  const pages = prerenderedPages();
  console.log(
    pages.map((p) => `inline RSC ${p.file}: ${kib(p.rscBytes)} in ${p.rscScripts} scripts`).join("\n"),
  );
  expect(pages.map((p) => p.file).sort()).toEqual(Object.keys(BUDGETS.inlineRscBytes).sort());
  for (const page of pages) {
    expect(page.rscScripts, page.file).toBeGreaterThan(0);
    const budget = BUDGETS.inlineRscBytes[page.file] ?? 0;
    expect(page.rscBytes, `${page.file}: ${kib(page.rscBytes)}`).toBeLessThanOrEqual(budget);
  }
});

test("each page's document stays within budget, and a page's payload within a share of what it shows", () => {
  const pages = prerenderedPages();
  console.log(
    pages
      .map(
        (p) =>
          `document ${p.file}: ${(p.rawBytes / 1000).toFixed(1)} KB, payload ÷ markup ${(p.rscBytes / p.markupBytes).toFixed(2)}`,
      )
      .join("\n"),
  );
  expect(pages.map((p) => p.file).sort()).toEqual(Object.keys(BUDGETS.documentBytes).sort());
  for (const page of pages) {
    expect(page.rawBytes, page.file).toBeLessThanOrEqual(BUDGETS.documentBytes[page.file] ?? 0);
    if (page.markupBytes >= BUDGETS.payloadPerMarkupFrom)
      expect(page.rscBytes / page.markupBytes, page.file).toBeLessThanOrEqual(BUDGETS.payloadPerMarkup);
  }
});

test("the stylesheet inlined in each page stays within budget", () => {
  const pages = prerenderedPages();
  console.log(pages.map((p) => `inline CSS ${p.file}: ${kib(p.cssBytes)}`).join("\n"));
  for (const page of pages) {
    expect(page.cssBytes, `${page.file}: its own rules`).toBeGreaterThan(0);
    expect(page.cssBytes, `${page.file}: ${kib(page.cssBytes)}`).toBeLessThanOrEqual(BUDGETS.inlineCssBytes);
  }
});

test("each page's HTML is whole and in order; below the first screen, each section hydrates on its own", () => {
  for (const page of prerenderedPages()) {
    const html = readFileSync(prerenderedHtmlPath(page.file), "utf8");
    // A pending boundary would leave its content hidden until a script moved it in: not without JavaScript.
    expect(html, page.file).not.toMatch(PENDING_BOUNDARY);
    if (notFoundFiles.includes(page.file)) continue;
    // Every section after the hero, and the footer, opens an <Activity> boundary (components/layout/hydrate-later.tsx).
    const boxes = [...html.matchAll(activityBoundaryBefore("section|footer"))].map((m) => ({
      tag: m[2],
      own: m[1] !== undefined,
    }));
    expect(boxes.length, page.file).toBeGreaterThan(2);
    expect(boxes.slice(1), page.file).toEqual(boxes.slice(1).map(({ tag }) => ({ tag, own: true })));
  }
});

test("the stylesheets load no images: glyphs and ticks are drawn without one", () => {
  expect(stylesheetImages()).toEqual([]);
});

test("the particle engine is not in any route's initial JavaScript", () => {
  for (const path of firstLoadChunkPaths()) {
    expect(readFileSync(path, "utf8"), path).not.toMatch(/tsParticles|tsparticles/);
  }
});

test("every start-up chunk of 2 KiB or more carries V8's compile hint, so it compiles off the main thread", () => {
  const chunks = startupChunks().map((path) => ({ path, code: readFileSync(path, "utf8") }));
  const big = chunks.filter(({ code }) => wantsCompileHint(code));
  expect(big.length).toBeGreaterThan(5);
  for (const { path, code } of chunks)
    expect(code.startsWith(COMPILE_HINT), path).toBe(big.some((chunk) => chunk.path === path));
});

test("server HTML and fonts stay within budget", () => {
  const pages = prerenderedPages();
  console.log(
    pages
      .map(
        (p) =>
          `HTML ${p.file}: ${kib(p.gzipBytes)} gzip, ${p.preloadedFonts} font(s) preloaded, fonts ${kib(p.fontBytes)}`,
      )
      .join("\n"),
  );
  for (const page of pages) {
    expect(page.gzipBytes, page.file).toBeLessThanOrEqual(BUDGETS.htmlGzipBytes);
    expect(page.preloadedFonts, page.file).toBeLessThanOrEqual(BUDGETS.fontFiles);
    expect(page.fontFilesBuilt).toBeLessThanOrEqual(BUDGETS.fontFiles);
    expect(page.fontBytes, `fonts: ${kib(page.fontBytes)}`).toBeLessThanOrEqual(BUDGETS.fontBytes);
  }
  const home = pages.find((p) => p.file === "index.html");
  expect(home?.preloadedFonts).toBeGreaterThanOrEqual(1);
});
