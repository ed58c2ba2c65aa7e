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

export const CHECKED_WITH = "Next.js 16.4 with Turbopack";

/** `npm test` (and `npm run check:next`): every assumption must hold, and no step steps aside. */
export const strictOutput = () => process.env.NEXT_OUTPUT_STRICT === "1";

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
    what: "each page carries its React payload inline as <script>self.__next_f.push([1,\"…\"])</script>, the JSON escaped as Next's htmlEscapeJsonString does (&, <, >, U+2028, U+2029 as \\u escapes), every push but the bootstrap's a text piece of one stream",
    usedBy: "inline-payload.mjs (which rewrites the pushes) and sizes.mjs (the inline payload budget)",
    needed: false,
  },
  payloadRows: {
    what: "React's payload stream is a run of rows `<hex id>:<row>`: a text row `T<hex byte length>,<text>`, a client reference `I[…]` (its export name third), a hint `H…` (with no id), a stream's start or end (`X`, `C`), or a JSON value ending at a newline, whose strings refer to other rows as $<id>, $L<id> or $@<id>",
    usedBy: "inline-payload.mjs (the static parts' trees and the inline scripts' second copies taken out)",
    needed: false,
  },
  hydrationSkipsStaticHtml: {
    what: "React's production hydration compares text children only: it never reads a script's dangerouslySetInnerHTML, and a static part whose children the payload lacks keeps the HTML it finds (tests/e2e/static-parts.spec.ts and every browser test check this, not the build)",
    usedBy: "inline-payload.mjs (what it takes out is what hydration does not read)",
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

/** A broken assumption, with its name: a step that can do without it steps aside for the page it broke on. */
export class BrokenAssumption extends Error {
  /** @param {AssumptionName} name @param {string} found */
  constructor(name, found) {
    super(brokenAssumptionMessage(name, found));
    this.name = "BrokenAssumption";
    /** @type {AssumptionName} */
    this.assumption = name;
  }
}

/** @param {AssumptionName} name @param {string} found */
export function brokenAssumption(name, found) {
  return new BrokenAssumption(name, found);
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

// --- React's inline payload (assumptions "flightScripts", "payloadRows") ----------------------------------------

/** One inline piece of a page's React payload: $1 the arguments, as JSON. */
export const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs;

/** The attributes React gives the script that starts a page (its bootstrap), the first of Next's closing run. */
export const BOOTSTRAP_ATTRIBUTES = ' id="_R_"';

/** Next's escaping of a payload string inside <script> (htmlEscapeJsonString). @param {string} json */
export const htmlEscapeJsonString = (json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** A text piece of the payload as Next writes it into the page. @param {string} piece */
export const flightScript = (piece) =>
  `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, piece]))})</script>`;

/**
 * A page's payload pushes, each with its place in the page, and the stream they make. A push that is not a text
 * piece, or one that Next would not have written so (another escaping), breaks "flightScripts".
 * @param {string} html
 */
export function flightPushes(html) {
  const pushes = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => {
    const args = JSON.parse(match[1] ?? "[]");
    if (args[0] !== 1 || typeof args[1] !== "string" || args.length !== 2)
      throw brokenAssumption(
        "flightScripts",
        `A push of ${JSON.stringify(args).slice(0, 40)}, not a text piece.`,
      );
    if (flightScript(args[1]) !== match[0])
      throw brokenAssumption("flightScripts", `A push escaped another way: ${match[0].slice(0, 80)}.`);
    return { index: match.index ?? 0, length: match[0].length, piece: /** @type {string} */ (args[1]) };
  });
  return { pushes, stream: pushes.map(({ piece }) => piece).join("") };
}

/** The row kinds (after the id's colon) the payload step knows: each is read or kept as it is. */
const ROW_KINDS = /^(?:T[0-9a-f]+,|I\[|H|X\n|C\n|[[{"\d-]|true\n|false\n|null\n)/;

/**
 * The rows of a payload stream, each with its byte range: `id:T<hex length>,<text>` (a text row, as long as its
 * header says) or `id:<anything else>\n`. A row of a kind this list does not know breaks "payloadRows".
 * @param {Buffer} bytes
 * @returns {{ id: string, text: boolean, start: number, body: number, end: number }[]}
 */
export function payloadRows(bytes) {
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at);
    if (colon < 0) throw brokenAssumption("payloadRows", `A row without an id at byte ${at}.`);
    const id = bytes.toString("latin1", at, colon);
    const head = bytes.toString("latin1", colon + 1, colon + 20);
    // A hint row (":HL[…]") has no id.
    if (!/^[0-9a-f]*$/.test(id) || (id === "" && !head.startsWith("H")))
      throw brokenAssumption("payloadRows", `A row id "${id.slice(0, 20)}" at byte ${at}.`);
    if (!ROW_KINDS.test(head))
      throw brokenAssumption(
        "payloadRows",
        `Row ${id} at byte ${at} is of a kind it does not know: ${JSON.stringify(head)}.`,
      );
    const header = /^T([0-9a-f]+),/.exec(head);
    if (header) {
      const body = colon + 1 + header[0].length;
      const end = body + parseInt(header[1] ?? "0", 16);
      if (end > bytes.length)
        throw brokenAssumption("payloadRows", `Text row ${id} runs past the payload's end.`);
      rows.push({ id, text: true, start: at, body, end });
      at = end;
    } else {
      const newline = bytes.indexOf("\n", colon);
      const end = newline < 0 ? bytes.length : newline + 1;
      rows.push({ id, text: false, start: at, body: colon + 1, end });
      at = end;
    }
  }
  return rows;
}

/** A reference to another row inside a payload string: "$1a", "$L1a", "$@1a", "$1a:props:children": $1 the id. */
export const ROW_REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/;

/** A client reference row's text (`I[…]`): its export name, third, or undefined for another row. @param {string} row */
export const clientReferenceName = (row) => (row.startsWith("I[") ? JSON.parse(row.slice(1))[2] : undefined);

/**
 * Each element of a payload value, depth first: `visit(type, props)` for React's `["$", type, key, props]`.
 * @param {unknown} value @param {(type: string, props: Record<string, unknown>) => void} visit
 */
export function visitPayloadElements(value, visit) {
  if (Array.isArray(value)) {
    if (value[0] === "$" && typeof value[1] === "string" && value[3] && typeof value[3] === "object")
      visit(value[1], /** @type {Record<string, unknown>} */ (value[3]));
    for (const item of value) visitPayloadElements(item, visit);
  } else if (value && typeof value === "object")
    for (const item of Object.values(value)) visitPayloadElements(item, visit);
}

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

/** `vercel build` needs a project link (tools/pipeline/vercel-build.mjs writes a local one). */
export const VERCEL_PROJECT_LINK = ".vercel/project.json";

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
