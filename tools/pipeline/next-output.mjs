// @ts-check
// Everything the build's own steps know about the files Next.js writes, in one place. None of it is a documented
// interface: each assumption has a name, says what it is and who relies on it, and whether the site needs it
// (`needed`) or is only better or better measured with it. After every build, `checkBuild` (npm run build) and
// `checkExport` (npm run build:static) test each one against what was built. A broken assumption stops the build
// with a message that names it and the installed Next.js version; one that is not needed only warns, so a
// host's build still ships, but `npm test` (NEXT_OUTPUT_STRICT=1) fails on it too. docs/upgrading-next.md says
// how to rehearse an upgrade with this.
//
// Why files and not Next's Adapters API (`adapterPath`, `onBuildComplete` with its `outputs` and `routing`): a
// build has one adapter, and the hosts that build Next.js sites set their own (Vercel, Netlify and OpenNext set
// NEXT_ADAPTER_PATH). Ours would replace theirs, or theirs ours, and on the owner's main path the CSP hashes
// and the inlined stylesheet would silently go. The steps run after `next build` instead, on its files, which
// every host's adapter then reads; this module is the one place that has to change when those files do.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { prerenderedRoutes, routes } from "../../lib/routes.mjs";
import { scriptHashesOfPolicy } from "../../lib/security-headers.mjs";
import { hashesOfHtml } from "./csp-hashes.mjs";

/** Where the assumptions were last checked to hold. */
export const CHECKED_WITH = "Next.js 16.4 with Turbopack";

/** The folder `next build` writes and `next start` serves. */
export const NEXT_DIR = ".next";

/**
 * @typedef {object} Assumption
 * @property {string} what  what Next.js does, as the steps rely on it
 * @property {string} usedBy  the steps that rely on it, and for what
 * @property {boolean} needed  false: an optimisation or a measurement, which a deploy build may go without
 */

export const ASSUMPTIONS = /** @type {const} @satisfies {Record<string, Assumption>} */ ({
  prerenderedHtml: {
    what: "`next build` writes each prerendered page (lib/routes.mjs) to .next/server/app/<name>.html, the file `next start` and hosts' adapters serve",
    usedBy:
      "tools/pipeline/csp-hashes.mjs and tools/pipeline/inline-css.mjs (the CSP hashes, the stylesheet inlined)",
    needed: true,
  },
  headersInRoutesManifest: {
    what: "`next build` writes next.config's headers() rules to .next/routes-manifest.json (`headers`), each rule's source and headers verbatim and in order, and `next start` and Vercel's build serve them from that file",
    usedBy:
      "tools/pipeline/build.mjs (each page's CSP hashes, taken from the pages the build wrote, put into those rules after it)",
    needed: true,
  },
  stylesheetLink: {
    what: 'every prerendered page links its stylesheet as <link rel="stylesheet" href="….css" …/>, the file at /_next/<path> being .next/<path> (out/_next/<path> in an export)',
    usedBy: "tools/pipeline/inline-css.mjs (the stylesheet inlined into each page)",
    needed: true,
  },
  notFoundPagesCopy: {
    what: "`next build` also writes the 404 page to .next/server/pages/404.html, with the same scripts: the file Vercel serves for a missing page",
    usedBy:
      "tools/pipeline/inline-css.mjs (the stylesheet inlined there too) and the 404 page's CSP on Vercel",
    needed: false,
  },
  routeCache: {
    what: "`next start` serves a page it has rendered before from .next/server/route-cache/, which must go when the page's HTML changes",
    usedBy: "tools/pipeline/inline-css.mjs (so that next start serves the page with its stylesheet inlined)",
    needed: true,
  },
  routeBundleStats: {
    what: 'Turbopack writes .next/diagnostics/route-bundle-stats.json: [{ "route", "firstLoadChunkPaths": [files relative to the project] }] for every route (a dynamic one under its pattern, /services/[id])',
    usedBy:
      "tools/pipeline/compile-hints.mjs (V8's compile hint on the start-up chunks) and tools/pipeline/sizes.mjs (the initial JS budget)",
    needed: false,
  },
  flightScripts: {
    what: "each page carries its React payload inline as <script>self.__next_f.push([…])</script>",
    usedBy: "tools/pipeline/sizes.mjs (the inline payload budget)",
    needed: false,
  },
  exportUsesNextDir: {
    what: "`next build` with output: 'export' and another distDir still writes into .next, over the `next start` build",
    usedBy: "tools/pipeline/build-static.mjs (which moves .next aside while it exports and puts it back)",
    needed: false,
  },
  exportFileNames: {
    what: "a static export writes each page as <name>.html, the 404 page as 404.html (with an internal _not-found copy), each metadata route under its own name, image routes without an extension (apple-icon, opengraph-image)",
    usedBy:
      "tools/pipeline/build-static.mjs and tools/pipeline/static-headers.mjs (the files the export must hold, the headers each one gets)",
    needed: true,
  },
  reactBoundaryMarkers: {
    what: 'React marks an <Activity> boundary in server HTML with <!--&-->, and a boundary still pending with <!--$?--> and <template id="B:…">',
    usedBy:
      "tests/e2e/budgets.spec.ts (each section below the first screen hydrates on its own; nothing waits for a script)",
    needed: false,
  },
  buildCommandInArgv: {
    what: "next.config is loaded by `next build` with 'build' among process.argv (no documented way tells `next build` from `next typegen`, which loads it in the same phase)",
    usedBy:
      "next.config.mjs (which refuses a lone `next build`: it would ship a policy without the page's scripts)",
    needed: false,
  },
});

/** @typedef {keyof typeof ASSUMPTIONS} AssumptionName */

/** The installed Next.js version, as its package says. */
export function nextVersion() {
  try {
    const path = createRequire(import.meta.url).resolve("next/package.json");
    return /** @type {{ version: string }} */ (JSON.parse(readFileSync(path, "utf8"))).version;
  } catch {
    return "(not installed)";
  }
}

/**
 * What to say when Next's output no longer looks as a step assumes.
 * @param {AssumptionName} name
 * @param {string} found  what was found instead, naming the file
 */
export function brokenAssumptionMessage(name, found) {
  const { what, usedBy } = ASSUMPTIONS[name];
  return `Next.js ${nextVersion()} broke the assumption "${name}" of ${usedBy}: ${what} (true of ${CHECKED_WITH}). ${found}`;
}

/**
 * The error a step throws when Next's output no longer looks as it assumes.
 * @param {AssumptionName} name
 * @param {string} found
 */
export function brokenAssumption(name, found) {
  return new Error(brokenAssumptionMessage(name, found));
}

// --- Where Next.js writes things ---------------------------------------------------------------------------

/** The prerendered HTML of a page of lib/routes.mjs (`file`: its `html`). */
export const prerenderedHtmlPath = (/** @type {string} */ file, dir = NEXT_DIR) =>
  join(dir, "server/app", file);

/** Vercel's 404 page (assumption "notFoundPagesCopy"), relative to .next/server. */
export const NOT_FOUND_PAGES_COPY = "pages/404.html";

/**
 * Every HTML file of the build that a host serves a prerendered page from, relative to .next/server, with its
 * route: .next/server/app/<html> for each page, and the 404 page's copy where Next.js wrote one. `pages`: the
 * build's prerendered routes, the site's (lib/routes.mjs) unless another app's (the bench's floor) is read.
 * @param {readonly import("../../lib/routes.mjs").Route[]} [pages]
 */
export function servedHtmlFiles(dir = NEXT_DIR, pages = prerenderedRoutes) {
  const files = pages.map((route) => ({ route, file: `app/${route.html}` }));
  if (existsSync(join(dir, "server", NOT_FOUND_PAGES_COPY)))
    files.push({ route: routes.notFound, file: NOT_FOUND_PAGES_COPY });
  return files;
}

/** The runtime copies `next start` keeps of the pages it has served. */
export const routeCachePath = (dir = NEXT_DIR) => join(dir, "server/route-cache");

/** The file behind a URL path the pages link, /_next/<path>. */
export const buildFileOfUrl = (/** @type {string} */ href, dir = NEXT_DIR) =>
  join(dir, href.replace(/^\/_next\//, ""));

/** The font files the build wrote (absolute paths). */
export const builtFonts = (dir = NEXT_DIR) => filesIn(join(dir, "static/media"), /\.(woff2?|ttf|otf)$/);

/** The stylesheets the build wrote (absolute paths). */
export const builtStylesheets = (dir = NEXT_DIR) => filesIn(join(dir, "static/chunks"), /\.css$/);

/** @param {string} folder @param {RegExp} name */
const filesIn = (folder, name) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => name.test(file))
        .map((file) => resolve(folder, file))
    : [];

/** Turbopack's per-route list of the files each route loads up front. */
export const routeBundleStatsPath = (dir = NEXT_DIR) => join(dir, "diagnostics/route-bundle-stats.json");

/** The first line of a script that V8 compiles eagerly, off the main thread (tools/pipeline/compile-hints.mjs). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Start-up chunks smaller than this go without the hint: compiling them is too little work to be worth moving
 * off the main thread, and the hint's line costs about 21 bytes gzip in every page that loads one. In 16.4.6
 * those are the providers', the error screen's and the 404 logger's chunks (the last two never run on a page
 * that works): 63 bytes of every page's start-up JavaScript.
 */
export const COMPILE_HINT_MIN_BYTES = 2048;

/** Whether a start-up script is big enough for the hint, counted without it. @param {string} code */
export const wantsCompileHint = (code) =>
  Buffer.byteLength(code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code) >=
  COMPILE_HINT_MIN_BYTES;

/** A stylesheet link as Next.js writes it: $1 the URL path, $2 the attributes after it. */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+\.css)"([^>]*?)\/?>/g;

/** A page whose stylesheet is inlined: the CSS, then Next's link, disabled (tools/pipeline/inline-css.mjs). */
export const INLINED_STYLESHEET = /<\/style><link rel="stylesheet" href="[^"]+\.css"[^>]*\bdisabled\b/;

/** The export's internal copies of the 404 page (assumption "exportFileNames"), which the export does not serve. */
export const EXPORT_INTERNAL_NOT_FOUND = ["_not-found.html", "_not-found.txt", "_not-found"];

/** A Suspense boundary the server HTML left pending: its content arrives by script (assumption "reactBoundaryMarkers"). */
export const PENDING_BOUNDARY = /<!--\$\?-->|<template id="B:|\$RC\(/;

/** An <Activity> boundary opening just before an element: $1 the marker (absent when none), $2 the tag. */
export const activityBoundaryBefore = (/** @type {string} */ tags) =>
  new RegExp(`(<!--&-->)?<(${tags})[\\s>]`, "g");

/** One inline piece of a page's React payload: $1 the arguments, as JSON. */
export const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;

/**
 * The prerendered HTML of every page, by route, read from the build in `dir` (of the site, or of the app whose
 * routes are `pages`).
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
 * A dynamic route is listed once, under its pattern (`/services/[id]`): each prerendered page it matches gets
 * an entry of its own with the pattern's chunks, so every page is counted by its path.
 * @param {RouteBundleStats[]} stats
 * @returns {RouteBundleStats[]}
 */
function withConcreteRoutes(stats) {
  const listed = new Set(stats.map(({ route }) => route));
  return stats.flatMap((entry) => {
    if (!/\[[^\]/]+\]/.test(entry.route)) return [entry];
    const pattern = new RegExp(`^${entry.route.replace(/\[[^\]/]+\]/g, "[^/]+")}$`);
    const pages = prerenderedRoutes.filter(({ path }) => pattern.test(path) && !listed.has(path));
    return pages.map(({ path }) => ({ route: path, firstLoadChunkPaths: entry.firstLoadChunkPaths }));
  });
}

/**
 * Every file any route loads up front (scripts and styles), as absolute paths. The stats name them relative to
 * the folder the build ran in, which is the one holding `dir`.
 * @returns {string[]}
 */
export function firstLoadChunkPaths(dir = NEXT_DIR) {
  const paths = readRouteBundleStats(dir).flatMap((route) => route.firstLoadChunkPaths);
  return [...new Set(paths)].map((path) => resolve(dirname(dir), path));
}

/** The JavaScript files any route loads up front. */
export function startupChunks(dir = NEXT_DIR) {
  return firstLoadChunkPaths(dir).filter((path) => path.endsWith(".js"));
}

/**
 * True when next.config is being loaded by `next build` run by hand (see "buildCommandInArgv").
 * @param {string[]} argv
 */
export const isNextBuildCommand = (argv = process.argv) => argv.includes("build");

/** Route → hashes of each prerendered page's inline scripts, from the build in `dir`. */
export function scriptHashesOfBuild(dir = NEXT_DIR) {
  return Object.fromEntries(prerenderedPagesOfBuild(dir).map(({ path, text }) => [path, hashesOfHtml(text)]));
}

/** Where `next build` writes next.config's headers() rules (assumption "headersInRoutesManifest"). */
export const routesManifestPath = (dir = NEXT_DIR) => join(dir, "routes-manifest.json");

/** @typedef {{ source: string, headers: { key: string, value: string }[] }} HeaderRule */

/**
 * Puts `rules` in place of the header rules the build in `dir` wrote, which must be `builtWith` (the rules its
 * next.config gave it) verbatim: the same sources, keys and values in the same order. Only the values change,
 * so what Next derived from each source (its regex) stays right.
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
 * Route → the script hashes of the Content-Security-Policy the build in `dir` serves it with, read back from its
 * routes manifest: a page's own rule, or the every-path rule (the 404 page's) where it has none.
 * @returns {Record<string, string[]>}
 */
export function servedScriptHashes(dir = NEXT_DIR) {
  /** @type {HeaderRule[]} */
  const rules = JSON.parse(readFileSync(routesManifestPath(dir), "utf8")).headers ?? [];
  const hashesOf = (/** @type {HeaderRule | undefined} */ rule) =>
    scriptHashesOfPolicy(rule?.headers.find(({ key }) => key === "Content-Security-Policy")?.value ?? "");
  const everyPath = rules.find(({ source }) => source === "/:path*");
  return Object.fromEntries(
    prerenderedRoutes.map(({ path }) => [
      path,
      hashesOf(rules.find(({ source }) => source === path) ?? everyPath),
    ]),
  );
}

// --- After every build: each assumption against what was built ----------------------------------------------

/**
 * @typedef {{ name: AssumptionName, message: string }} Finding
 * @typedef {{ held: string[], broken: Finding[] }} Report  `held`: what was checked, said for the build log
 */

/** Collects findings; a check that throws a broken assumption becomes one. */
function reporter() {
  /** @type {Report} */
  const report = { held: [], broken: [] };
  return {
    report,
    /** @param {AssumptionName} name @param {string} found */
    broke: (name, found) => report.broken.push({ name, message: brokenAssumptionMessage(name, found) }),
    /** A step's own error, already a `brokenAssumption`. @param {AssumptionName} name @param {unknown} error */
    thrown: (name, error) =>
      report.broken.push({ name, message: error instanceof Error ? error.message : String(error) }),
    /** @param {string} what */
    held: (what) => report.held.push(what),
  };
}

/**
 * Every page of a build or export: its stylesheet inlined, and each inline script allowed by its policy.
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
    hashesOfHtml(text)
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
 * Checks the build `npm run build` made in `dir` against every assumption: each page's HTML is there, with its
 * stylesheet inlined and each inline script in `policy` (route → hashes, the policy next start and Vercel
 * serve), no stale copy in the route cache, and each start-up chunk the compile hint targets there and hinted.
 * @param {Record<string, readonly string[]>} policy
 * @returns {Report}
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
 * Checks a static export in `dir` (its HTML files, relative to it): each page's stylesheet inlined, each inline
 * script allowed by the policy it is served with (`policyOf`: file → hashes), each script the pages load up
 * front hinted.
 * @param {string} dir
 * @param {readonly string[]} htmlFiles
 * @param {(file: string) => readonly string[] | undefined} policyOf
 * @returns {Report}
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
 * The scripts the pages of an export load up front: every /_next/static/….js their HTML names.
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

/** @param {string} dir @returns {string[]} every file below `dir` */
function readdirRecursive(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * What a build step does with a report: says what held, and fails on what broke. An assumption the site does not
 * need only warns, unless `strict` (NEXT_OUTPUT_STRICT=1, as `npm test` sets it): then everything must hold.
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

// --- Vercel's Build Output, as `vercel build` writes it ---------------------------------------------------------
// (https://vercel.com/docs/build-output-api/v3) read the way the platform serves it, for the tests: which file
// answers a path, and which headers its routes (config.json) give the answer. Only what this static site uses is
// modelled: header routes before `{ "handle": "filesystem" }`, files in static/ and prerendered pages' fallbacks
// in functions/, the 404 page for anything else, and the routes of the `hit` phase on a file that exists.

export const VERCEL_OUTPUT = ".vercel/output";

/** The link to a Vercel project that `vercel build` needs (tools/pipeline/vercel-build.mjs writes a local one). */
export const VERCEL_PROJECT_LINK = ".vercel/project.json";

/**
 * @typedef {{ src?: string, headers?: Record<string, string>, handle?: string, status?: number, dest?: string,
 *   has?: unknown[], missing?: unknown[] }} VercelRoute
 */

/** @returns {{ version: number, routes: VercelRoute[] }} */
export function readVercelConfig(dir = VERCEL_OUTPUT) {
  return JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));
}

/**
 * The file that answers `path`, and its status: a static file, a prerendered page's fallback HTML, or the 404 page.
 * @param {string} path
 * @returns {{ file: string, status: number }}
 */
export function vercelServedFile(path, dir = VERCEL_OUTPUT) {
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
