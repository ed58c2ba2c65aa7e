// @ts-check
// Everything the build's steps assume about the files Next.js writes, none of it a documented interface. After
// every build, `checkBuild` and `checkExport` test each assumption; a broken one stops the build, naming it and
// the Next.js version, or only warns when the site works without it (`needed: false`), except under `npm test`
// (NEXT_OUTPUT_STRICT=1). docs/upgrading-next.md says how to rehearse an upgrade with this.
// Not Next's Adapters API: a build has one adapter, and Vercel, Netlify and OpenNext set their own, which would
// silently drop the CSP hashes and the inlined stylesheet. The steps run on `next build`'s files instead.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { languageNotFoundRoutes, prerenderedRoutes, routes } from "../../lib/routes.mjs";
import { DOCUMENT_PATHS, scriptHashesOfPolicy } from "../../lib/security-headers.mjs";
import { hashesOfHtml } from "./csp-hashes.mjs";

export const CHECKED_WITH = "Next.js 16.4 with Turbopack";

export const NEXT_DIR = ".next";
/**
 * Where build-static.mjs keeps next start's build while `next build` exports in .next ("exportUsesNextDir"). An
 * export that was killed leaves it there; the next export puts it back.
 */
export const NEXT_ASIDE = ".next-aside";

/**
 * Before `npm run build` makes a new .next: an older build left aside by an interrupted export is dropped, so no
 * later export can put it back over the new one. Returns whether there was one.
 * @param {string} [root]
 */
export function dropInterruptedExport(root = ".") {
  const aside = join(root, NEXT_ASIDE);
  if (!existsSync(aside)) return false;
  rmSync(aside, { recursive: true, force: true });
  return true;
}

/**
 * @typedef {object} Assumption
 * @property {string} what  what Next.js does, as the steps rely on it
 * @property {string} usedBy  the steps that rely on it (in tools/pipeline/ unless named), and for what
 * @property {boolean} needed  false: an optimisation or a measurement, which a deploy build may go without
 */

export const ASSUMPTIONS = /** @type {const} @satisfies {Record<string, Assumption>} */ ({
  prerenderedHtml: {
    what: "`next build` writes each prerendered page (lib/routes.mjs) to .next/server/app/<name>.html, the file `next start` and hosts' adapters serve",
    usedBy: "csp-hashes.mjs and inline-css.mjs (the CSP hashes, the stylesheet inlined)",
    needed: true,
  },
  headersInRoutesManifest: {
    what: "`next build` writes next.config's headers() rules to .next/routes-manifest.json (`headers`), verbatim and in order, and `next start` and Vercel's build serve them from there",
    usedBy: "build.mjs (each page's CSP hashes, put into those rules after the build)",
    needed: true,
  },
  stylesheetLink: {
    what: 'every prerendered page links its stylesheet as <link rel="stylesheet" href="….css" …/>, the file at /_next/<path> being .next/<path> (out/_next/<path> in an export)',
    usedBy: "inline-css.mjs (the stylesheet inlined into each page)",
    needed: true,
  },
  notFoundPagesCopy: {
    what: "`next build` also writes the 404 page to .next/server/pages/404.html, with the same scripts: the file Vercel serves for a missing page",
    usedBy: "inline-css.mjs (the stylesheet inlined there too) and the 404 page's CSP on Vercel",
    needed: false,
  },
  prerenderStatus: {
    what: "`next start` answers a prerendered page with the `status` of its .next/server/app/<name>.meta, and Vercel's build with the `initialStatus` of its route in .next/prerender-manifest.json (as Next writes both for /_not-found)",
    usedBy: "build.mjs (each other language's 404 page answers 404: notFoundStatusOfBuild)",
    needed: true,
  },
  routeCache: {
    what: "`next start` serves a page it has rendered before from .next/server/route-cache/, which must go when the page's HTML changes",
    usedBy: "inline-css.mjs (so that next start serves the page with its stylesheet inlined)",
    needed: true,
  },
  routeBundleStats: {
    what: 'Turbopack writes .next/diagnostics/route-bundle-stats.json: [{ "route", "firstLoadChunkPaths": [files relative to the project] }] for every route (a dynamic one under its pattern, /services/[id])',
    usedBy: "compile-hints.mjs (V8's compile hint on the start-up chunks) and sizes.mjs (the JS budget)",
    needed: false,
  },
  scriptPlaces: {
    what: "Next writes its inline scripts (React's bootstrap, <script id=\"_R_\">, first; then the payload's) only in the run of <script> elements that closes <body>, and none in <head>",
    usedBy:
      "csp-hashes.mjs (which hashes only those and the site's head script, and refuses any other inline script)",
    needed: true,
  },
  flightScripts: {
    what: "each page carries its React payload inline as <script>self.__next_f.push([…])</script>",
    usedBy: "sizes.mjs (the inline payload budget)",
    needed: false,
  },
  exportUsesNextDir: {
    what: "`next build` with output: 'export' and another distDir still writes into .next, over the `next start` build",
    usedBy: "build-static.mjs (which moves .next aside while it exports and puts it back)",
    needed: false,
  },
  exportFileNames: {
    what: "a static export writes each page as <name>.html, the 404 page as 404.html (with an internal _not-found copy), each metadata route under its own name, image routes without an extension (apple-icon, opengraph-image)",
    usedBy: "build-static.mjs and static-headers.mjs (the files the export must hold, their headers)",
    needed: true,
  },
  reactBoundaryMarkers: {
    what: 'React marks an <Activity> boundary in server HTML with <!--&-->, and a boundary still pending with <!--$?--> and <template id="B:…">',
    usedBy: "tests/e2e/budgets.spec.ts (each section below the first screen hydrates on its own)",
    needed: false,
  },
  headersCalledByBuild: {
    what: "next.config's headers() is called by `next build` and `next dev` only: `next start` serves the rules from .next/routes-manifest.json, and `next typegen`, which loads next.config in the build phase too, never asks for them",
    usedBy:
      "next.config.mjs (whose headers() refuses a lone `next build`: it would ship a policy without the page's scripts)",
    needed: false,
  },
});

/** @typedef {keyof typeof ASSUMPTIONS} AssumptionName */

export function nextVersion() {
  try {
    const path = createRequire(import.meta.url).resolve("next/package.json");
    return /** @type {{ version: string }} */ (JSON.parse(readFileSync(path, "utf8"))).version;
  } catch {
    return "(not installed)";
  }
}

/** @param {AssumptionName} name @param {string} found  what was found instead, naming the file */
export function brokenAssumptionMessage(name, found) {
  const { what, usedBy } = ASSUMPTIONS[name];
  return `Next.js ${nextVersion()} broke the assumption "${name}" of ${usedBy}: ${what} (true of ${CHECKED_WITH}). ${found}`;
}

/** @param {AssumptionName} name @param {string} found */
export function brokenAssumption(name, found) {
  return new Error(brokenAssumptionMessage(name, found));
}

// --- Where Next.js writes things ---------------------------------------------------------------------------

export const prerenderedHtmlPath = (/** @type {string} */ file, dir = NEXT_DIR) =>
  join(dir, "server/app", file);

/** Relative to .next/server (assumption "notFoundPagesCopy"). */
export const NOT_FOUND_PAGES_COPY = "pages/404.html";

/**
 * Every HTML file, relative to .next/server, that a host serves a prerendered page from, with its route. `pages`:
 * the site's routes unless another app's (the bench's floor) is read.
 * @param {readonly import("../../lib/routes.mjs").Route[]} [pages]
 */
export function servedHtmlFiles(dir = NEXT_DIR, pages = prerenderedRoutes) {
  const files = pages.map((route) => ({ route, file: `app/${route.html}` }));
  if (existsSync(join(dir, "server", NOT_FOUND_PAGES_COPY)))
    files.push({ route: routes.notFound, file: NOT_FOUND_PAGES_COPY });
  return files;
}

export const routeCachePath = (dir = NEXT_DIR) => join(dir, "server/route-cache");

export const buildFileOfUrl = (/** @type {string} */ href, dir = NEXT_DIR) =>
  join(dir, href.replace(/^\/_next\//, ""));

export const builtFonts = (dir = NEXT_DIR) => filesIn(join(dir, "static/media"), /\.(woff2?|ttf|otf)$/);

export const builtStylesheets = (dir = NEXT_DIR) => filesIn(join(dir, "static/chunks"), /\.css$/);

/** @param {string} folder @param {RegExp} name */
const filesIn = (folder, name) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => name.test(file))
        .map((file) => resolve(folder, file))
    : [];

export const routeBundleStatsPath = (dir = NEXT_DIR) => join(dir, "diagnostics/route-bundle-stats.json");

/** V8 compiles a script starting so eagerly, off the main thread (tools/pipeline/compile-hints.mjs). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Smaller chunks are too little work to move off the main thread for the hint's 21 bytes gzip a page. */
export const COMPILE_HINT_MIN_BYTES = 2048;

/** @param {string} code  counted without the hint */
export const wantsCompileHint = (code) =>
  Buffer.byteLength(code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code) >=
  COMPILE_HINT_MIN_BYTES;

/** A stylesheet link as Next.js writes it: $1 the URL path, $2 the attributes after it. */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"([^>]*?)\/?>/g;

/** A page whose stylesheet is inlined: the CSS, then Next's link, disabled (tools/pipeline/inline-css.mjs). */
export const INLINED_STYLESHEET = /<\/style><link rel="stylesheet" href="[^"]+\.css"[^>]*\bdisabled\b/;

/** Internal copies of the 404 page the export does not serve (assumption "exportFileNames"). */
export const EXPORT_INTERNAL_NOT_FOUND = ["_not-found.html", "_not-found.txt", "_not-found"];

/** A Suspense boundary the server HTML left pending: its content arrives by script (assumption "reactBoundaryMarkers"). */
export const PENDING_BOUNDARY = /<!--\$\?-->|<template id="B:|\$RC\(/;

/** An <Activity> boundary opening just before an element: $1 the marker (absent when none), $2 the tag. */
export const activityBoundaryBefore = (/** @type {string} */ tags) =>
  new RegExp(`(<!--&-->)?<(${tags})[\\s>]`, "g");

/** One inline piece of a page's React payload: $1 the arguments, as JSON. */
export const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;

/**
 * The prerendered HTML of every page of `pages`, by route, read from the build in `dir`.
 * @param {readonly import("../../lib/routes.mjs").Route[]} [pages]
 */
export function prerenderedPagesOfBuild(dir = NEXT_DIR, pages = prerenderedRoutes) {
  const missing = pages.filter(({ html }) => !existsSync(prerenderedHtmlPath(html, dir)));
  if (missing.length)
    throw brokenAssumption(
      "prerenderedHtml",
      `${missing.map(({ html }) => html).join(", ")} not found in ${join(dir, "server/app")}.`,
    );
  return pages.map((route) => ({
    ...route,
    text: readFileSync(prerenderedHtmlPath(route.html, dir), "utf8"),
  }));
}

/**
 * @typedef {{ route: string, firstLoadChunkPaths: string[] }} RouteBundleStats
 * @returns {RouteBundleStats[]}
 */
export function readRouteBundleStats(dir = NEXT_DIR) {
  const path = routeBundleStatsPath(dir);
  if (!existsSync(path)) throw brokenAssumption("routeBundleStats", `${path} is missing.`);
  const stats = JSON.parse(readFileSync(path, "utf8"));
  const wellFormed =
    Array.isArray(stats) &&
    stats.every(
      (entry) =>
        typeof entry?.route === "string" &&
        Array.isArray(entry.firstLoadChunkPaths) &&
        entry.firstLoadChunkPaths.every((/** @type {unknown} */ p) => typeof p === "string"),
    );
  if (!wellFormed) throw brokenAssumption("routeBundleStats", `${path} has another shape.`);
  return withConcreteRoutes(stats);
}

/**
 * A dynamic route is listed under its pattern (`/services/[id]`, `/[lang]/notes/[slug]`): each page it matches
 * gets its own entry, from the pattern that serves it, as Next picks: fewer dynamic segments first, catch-alls last.
 * @param {RouteBundleStats[]} stats @returns {RouteBundleStats[]}
 */
function withConcreteRoutes(stats) {
  const claimed = new Set(stats.map(({ route }) => route));
  const dynamic = (/** @type {string} */ route) =>
    (route.match(/\[/g) ?? []).length + (route.includes("[...") ? 100 : 0);
  const byPattern = new Map(
    [...stats]
      .filter(({ route }) => /\[[^\]/]+\]/.test(route))
      .sort((a, b) => dynamic(a.route) - dynamic(b.route))
      .map((entry) => {
        const pattern = new RegExp(
          `^${entry.route.replace(/\[\.\.\.[^\]/]+\]/g, ".+").replace(/\[[^\]/]+\]/g, "[^/]+")}$`,
        );
        const pages = prerenderedRoutes.filter(({ path }) => pattern.test(path) && !claimed.has(path));
        for (const { path } of pages) claimed.add(path);
        return [
          entry,
          pages.map(({ path }) => ({ route: path, firstLoadChunkPaths: entry.firstLoadChunkPaths })),
        ];
      }),
  );
  return stats.flatMap((entry) => byPattern.get(entry) ?? [entry]);
}

/** Every file any route loads up front, absolute (the stats name them from the folder holding `dir`). */
export function firstLoadChunkPaths(dir = NEXT_DIR) {
  const paths = readRouteBundleStats(dir).flatMap((route) => route.firstLoadChunkPaths);
  return [...new Set(paths)].map((path) => resolve(dirname(dir), path));
}

export function startupChunks(dir = NEXT_DIR) {
  return firstLoadChunkPaths(dir).filter((path) => path.endsWith(".js"));
}

/** Route → hashes of the page's inline scripts. */
export function scriptHashesOfBuild(dir = NEXT_DIR) {
  return Object.fromEntries(
    prerenderedPagesOfBuild(dir).map(({ path, text }) => [path, hashesOfHtml(text, path)]),
  );
}

export const routesManifestPath = (dir = NEXT_DIR) => join(dir, "routes-manifest.json");

/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */

/**
 * Puts `rules` in place of the header rules the build wrote, which must be `builtWith` (its next.config's)
 * verbatim. Only the values change, so what Next derived from each source (its regex) stays right.
 * @param {HeaderRule[]} builtWith
 * @param {HeaderRule[]} rules  the same sources and keys as `builtWith`
 */
export function replaceHeaderRules(builtWith, rules, dir = NEXT_DIR) {
  const shape = (/** @type {HeaderRule[]} */ list) =>
    JSON.stringify(list.map(({ source, headers }) => [source, headers.map(({ key }) => key)]));
  if (shape(rules) !== shape(builtWith)) throw new Error("replaceHeaderRules: the rules differ in shape");
  const path = routesManifestPath(dir);
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  /** @type {HeaderRule[] | undefined} */
  const written = manifest.headers;
  const verbatim = (/** @type {HeaderRule[]} */ list) =>
    JSON.stringify(
      list.map(({ source, headers }) => [source, headers.map(({ key, value }) => [key, value])]),
    );
  if (!Array.isArray(written) || verbatim(written) !== verbatim(builtWith))
    throw brokenAssumption(
      "headersInRoutesManifest",
      `${path} holds ${Array.isArray(written) ? `${written.length} header rules` : "no header rules"} that are not next.config's ${builtWith.length}.`,
    );
  manifest.headers = written.map((rule, index) => ({ ...rule, headers: rules[index]?.headers }));
  writeFileSync(path, JSON.stringify(manifest, null, 2));
}

/**
 * Route → the script hashes of the CSP the build serves it with: its own rule's, or the every-document rule's.
 * @returns {Record<string, string[]>}
 */
export function servedScriptHashes(dir = NEXT_DIR) {
  /** @type {HeaderRule[]} */
  const rules = JSON.parse(readFileSync(routesManifestPath(dir), "utf8")).headers ?? [];
  const hashesOf = (/** @type {HeaderRule | undefined} */ rule) =>
    scriptHashesOfPolicy(rule?.headers.find(({ key }) => key === "Content-Security-Policy")?.value ?? "");
  const everyDocument = rules.find(({ source }) => source === DOCUMENT_PATHS);
  return Object.fromEntries(
    prerenderedRoutes.map(({ path }) => [
      path,
      hashesOf(rules.find(({ source }) => source === path) ?? everyDocument),
    ]),
  );
}

/**
 * Gives each of `pages` (prerendered 404 pages, lib/not-found-routes.mjs) the status 404: `status` in its .meta,
 * which `next start` answers with, and `initialStatus` in the prerender manifest, which Vercel's build reads.
 * Returns the paths it changed.
 * @param {string} [dir] @param {readonly import("../../lib/routes.mjs").Route[]} [pages]
 */
export function notFoundStatusOfBuild(dir = NEXT_DIR, pages = languageNotFoundRoutes) {
  if (!pages.length) return [];
  const manifestPath = join(dir, "prerender-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const { path, html } of pages) {
    const entry = manifest.routes?.[path];
    const metaPath = prerenderedHtmlPath(html.replace(/\.html$/, ".meta"), dir);
    if (!entry || !existsSync(metaPath))
      throw brokenAssumption(
        "prerenderStatus",
        `${entry ? `No ${metaPath}` : `No route ${path} in ${manifestPath}`} for the 404 page at ${path}.`,
      );
    entry.initialStatus = 404;
    const meta = JSON.parse(readFileSync(metaPath, "utf8"));
    writeFileSync(metaPath, `${JSON.stringify({ ...meta, status: 404 }, null, 2)}\n`);
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return pages.map(({ path }) => path);
}

// --- After every build: each assumption against what was built ----------------------------------------------

/**
 * @typedef {{ name: AssumptionName, message: string }} Finding
 * @typedef {{ held: string[], broken: Finding[] }} Report  `held`: what was checked, for the build log
 */

function reporter() {
  /** @type {Report} */
  const report = { held: [], broken: [] };
  return {
    report,
    /** @param {AssumptionName} name @param {string} found */
    broke: (name, found) => report.broken.push({ name, message: brokenAssumptionMessage(name, found) }),
    /** @param {AssumptionName} name @param {unknown} error  already a `brokenAssumption` */
    thrown: (name, error) =>
      report.broken.push({ name, message: error instanceof Error ? error.message : String(error) }),
    /** @param {string} what */
    held: (what) => report.held.push(what),
  };
}

/**
 * @param {{ file: string, text: string, policy: readonly string[] | undefined }[]} pages
 * @param {ReturnType<typeof reporter>} r
 * @param {AssumptionName} policyFrom  the assumption the policies were made with, broken if they miss a script
 */
function checkPages(pages, r, policyFrom) {
  const notInlined = pages.filter(({ text }) => !INLINED_STYLESHEET.test(text)).map(({ file }) => file);
  if (notInlined.length)
    r.broke("stylesheetLink", `The stylesheet is not inlined in ${notInlined.join(", ")}.`);
  else r.held(`stylesheet inlined in ${pages.length} of ${pages.length} pages`);

  const uncovered = pages.flatMap(({ file, text, policy }) =>
    hashesOfHtml(text, file)
      .filter((hash) => !policy?.includes(hash))
      .map((hash) => `${file}: ${hash}`),
  );
  if (uncovered.length)
    r.broke(
      policyFrom,
      `Inline scripts that their page's Content-Security-Policy does not allow: ${uncovered.join(", ")}.`,
    );
  else r.held(`every inline script of ${pages.length} pages in its page's CSP`);

  const withoutPayload = pages.filter(({ text }) => !text.match(FLIGHT_SCRIPT)).map(({ file }) => file);
  if (withoutPayload.length)
    r.broke("flightScripts", `No self.__next_f.push script in ${withoutPayload.join(", ")}.`);
}

/**
 * Checks `npm run build`'s output: each page there, its stylesheet inlined and its scripts in `policy` (route →
 * hashes), no stale route cache, each start-up chunk there and hinted.
 * @param {Record<string, readonly string[]>} policy @returns {Report}
 */
export function checkBuild(policy, dir = NEXT_DIR) {
  const r = reporter();
  let pages;
  try {
    pages = prerenderedPagesOfBuild(dir);
    r.held(`${pages.length} prerendered pages in ${join(dir, "server/app")}`);
  } catch (error) {
    r.thrown("prerenderedHtml", error);
    return r.report;
  }
  const served = servedHtmlFiles(dir).map(({ route, file }) => ({
    file: join(dir, "server", file),
    text: readFileSync(join(dir, "server", file), "utf8"),
    policy: policy[route.path],
  }));
  checkPages(served, r, "headersInRoutesManifest");
  if (served.length === pages.length)
    r.broke("notFoundPagesCopy", `${join(dir, "server", NOT_FOUND_PAGES_COPY)} is missing.`);

  const cached = existsSync(routeCachePath(dir))
    ? readdirRecursive(routeCachePath(dir)).filter((file) => file.endsWith(".html"))
    : [];
  const stale = cached.filter((file) => !INLINED_STYLESHEET.test(readFileSync(file, "utf8")));
  if (stale.length) r.broke("routeCache", `Pages without their inlined stylesheet in ${stale.join(", ")}.`);

  /** @type {string[]} */
  let chunks = [];
  try {
    chunks = startupChunks(dir);
    const covered = new Set(readRouteBundleStats(dir).map(({ route }) => route));
    const missingRoutes = prerenderedRoutes.filter(({ path }) => !covered.has(path)).map(({ path }) => path);
    if (missingRoutes.length)
      r.broke(
        "routeBundleStats",
        `${routeBundleStatsPath(dir)} lists no chunks for ${missingRoutes.join(", ")}.`,
      );
  } catch (error) {
    r.thrown("routeBundleStats", error);
  }
  const absent = chunks.filter((path) => !existsSync(path));
  const wanting = chunks.filter((path) => existsSync(path) && wantsCompileHint(readFileSync(path, "utf8")));
  const unhinted = wanting.filter((path) => !readFileSync(path, "utf8").startsWith(COMPILE_HINT));
  if (absent.length) r.broke("routeBundleStats", `Start-up chunks that do not exist: ${absent.join(", ")}.`);
  else if (unhinted.length)
    r.broke("routeBundleStats", `Start-up chunks without the compile hint: ${unhinted.join(", ")}.`);
  else if (wanting.length) r.held(`compile hint on ${wanting.length} start-up chunks`);
  return r.report;
}

/**
 * Checks a static export: each page's stylesheet inlined, its scripts in the policy it is served with
 * (`policyOf`: file → hashes), each start-up script hinted.
 * @param {string} dir @param {readonly string[]} htmlFiles
 * @param {(file: string) => readonly string[] | undefined} policyOf @returns {Report}
 */
export function checkExport(dir, htmlFiles, policyOf) {
  const r = reporter();
  const pages = htmlFiles.map((file) => ({
    file,
    text: readFileSync(join(dir, file), "utf8"),
    policy: policyOf(file),
  }));
  checkPages(pages, r, "exportFileNames");
  const scripts = exportStartupScripts(dir, htmlFiles)
    .map((src) => ({ src, code: readFileSync(join(dir, src), "utf8") }))
    .filter(({ code }) => wantsCompileHint(code));
  const unhinted = scripts.filter(({ code }) => !code.startsWith(COMPILE_HINT)).map(({ src }) => src);
  if (unhinted.length)
    r.broke("routeBundleStats", `Start-up scripts without the compile hint: ${unhinted.join(", ")}.`);
  else r.held(`compile hint on ${scripts.length} start-up scripts`);
  return r.report;
}

/**
 * Every /_next/static/….js the pages of an export name.
 * @param {string} dir @param {readonly string[]} htmlFiles
 */
export function exportStartupScripts(dir, htmlFiles) {
  const srcs = htmlFiles.flatMap((file) =>
    [
      ...readFileSync(join(dir, file), "utf8").matchAll(
        /<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g,
      ),
    ].map((match) => match[1] ?? ""),
  );
  return [...new Set(srcs)];
}

/** @param {string} dir @returns {string[]} */
function readdirRecursive(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Logs what held and what broke; false when the build must stop. Under `strict` everything must hold.
 * @param {Report} report
 * @param {{ strict?: boolean, log?: (line: string) => void }} [options]
 * @returns {boolean} whether the build may go on
 */
export function settle(report, { strict = process.env.NEXT_OUTPUT_STRICT === "1", log = console.log } = {}) {
  let ok = true;
  for (const { name, message } of report.broken) {
    const fatal = strict || ASSUMPTIONS[name].needed;
    if (fatal) ok = false;
    log(`${fatal ? "✖" : "⚠"} ${message}${fatal ? "" : " The site works without it; the build goes on."}`);
  }
  if (report.held.length) log(`✓ Next.js ${nextVersion()} output checked: ${report.held.join("; ")}`);
  return ok;
}

// --- Vercel's Build Output (https://vercel.com/docs/build-output-api/v3), read as the platform serves it ---------
// Only what this site uses: header routes before `{ "handle": "filesystem" }` and in the `hit` phase, files in
// static/, prerendered fallbacks in functions/ (with their status), the fallback rewrites, the 404 page for
// anything else.

export const VERCEL_OUTPUT = ".vercel/output";

/** `vercel build` needs a project link (tools/pipeline/vercel-build.mjs writes a local one). */
export const VERCEL_PROJECT_LINK = ".vercel/project.json";

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
