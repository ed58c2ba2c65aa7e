// @ts-check
// `npm run build:static`: the site as plain files in out/, with `_headers` (Cloudflare Pages, Netlify) and
// `nginx.conf` generated from the exported HTML, precompressed. Built in a scratch folder, moved to out/ only
// when every check passed: a failed build leaves no out/ that looks deployable.
import "./content-errors.mjs";
import "./content-first.mjs";
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { languageNotFoundRoutes, pageRoutes } from "../../lib/routes.mjs";
import { PLACEHOLDER_PARAM } from "../../lib/static-params.mjs";
import { hashesOfHtml } from "./csp-hashes.mjs";
import { inlineStylesheetsOfPages } from "./inline-css.mjs";
import { leanPayloadOfPages } from "./inline-payload.mjs";
import { precompress } from "./precompress.mjs";
import { checkExport, settle } from "./check-output.mjs";
import {
  COMPILE_HINT,
  EXPORT_INTERNAL_NOT_FOUND,
  NEXT_ASIDE,
  NEXT_DIR,
  brokenAssumptionMessage,
  exportStartupScripts,
  wantsCompileHint,
} from "./next-output.mjs";
import { REQUIRED_FILES, headersFile, metaPolicy, nginxConfig } from "./static-headers.mjs";

// STATIC_OUT: another folder, for a second export beside out/ (the tests build one with analytics on).
const OUT = process.env.STATIC_OUT || "out";
const SCRATCH = ".out-partial";
// The export's own Turbopack cache, kept in .next/cache for the next export: `npm test`'s three exports compile
// in 12, 3 and 2 s instead of 12 s each. next start's cache is no use to an export: its settings differ.
const EXPORT_CACHE = "cache/export";
// The compressed copies of the last export's files, by the hash of what they compress, beside it.
const COMPRESSED_CACHE = join(NEXT_DIR, "cache", "export-compressed");

function moveIfThere(/** @type {string} */ from, /** @type {string} */ to) {
  if (!existsSync(from)) return;
  mkdirSync(dirname(to), { recursive: true });
  rmSync(to, { recursive: true, force: true });
  renameSync(from, to);
}

/** Set while .next holds the export's build, whose cache restoreNextBuild keeps. */
let exporting = false;

/** Puts the `next start` build back in .next (if one was there), with the export's cache inside it. */
function restoreNextBuild() {
  if (!exporting) return;
  exporting = false;
  // With no `next start` build, .next keeps the cache alone.
  mkdirSync(NEXT_ASIDE, { recursive: true });
  moveIfThere(join(NEXT_DIR, "cache"), join(NEXT_ASIDE, EXPORT_CACHE));
  rmSync(NEXT_DIR, { recursive: true, force: true });
  renameSync(NEXT_ASIDE, NEXT_DIR);
}

/** @param {string} message */
function fail(message) {
  rmSync(SCRATCH, { recursive: true, force: true });
  restoreNextBuild();
  console.error(`\n✖ static export: ${message}\nNothing was written to ${OUT}/.`);
  process.exit(1);
}

/** @param {string} dir @returns {string[]} relative to `dir` */
function filesBelow(dir, prefix = "") {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, path) : [path];
  });
}

rmSync(OUT, { recursive: true, force: true });
rmSync(SCRATCH, { recursive: true, force: true });
// `next build` works in .next even when it exports elsewhere ("exportUsesNextDir"): next start's build is moved
// aside meanwhile and put back after, whatever happens.
if (existsSync(NEXT_ASIDE)) {
  // Left aside by an export that was killed, and no `npm run build` since (it drops the aside:
  // dropInterruptedExport): .next is that export's half-built one, which goes, cache and all.
  rmSync(NEXT_DIR, { recursive: true, force: true });
  renameSync(NEXT_ASIDE, NEXT_DIR);
}
if (existsSync(NEXT_DIR)) renameSync(NEXT_DIR, NEXT_ASIDE);
moveIfThere(join(NEXT_ASIDE, EXPORT_CACHE), join(NEXT_DIR, "cache"));
exporting = true;
console.log("▶ next build (static export)");
// NEXT_BIN lets the tests stand in a fake build that writes a broken export.
const result = spawnSync(process.env.NEXT_BIN ?? "node_modules/.bin/next", ["build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", STATIC_EXPORT: "1", STATIC_EXPORT_DIR: SCRATCH },
});
if (result.status !== 0) fail("next build failed (the reason is above)");
restoreNextBuild();

const missing = REQUIRED_FILES.filter((file) => !existsSync(join(SCRATCH, file)));
if (missing.length)
  fail(
    brokenAssumptionMessage(
      "exportFileNames",
      `the export is missing ${missing.map((file) => `/${file}`).join(", ")}`,
    ),
  );

// Next's internal name for the 404 page: next start answers it with 404, so the export does not serve it.
for (const internal of EXPORT_INTERNAL_NOT_FOUND) {
  rmSync(join(SCRATCH, internal), { recursive: true, force: true });
}
// A dynamic route with nothing to list exported one placeholder (lib/static-params.mjs): no host serves it.
/** @param {string} dir @returns {string[]} every placeholder file or folder below `dir` */
const placeholdersBelow = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith(PLACEHOLDER_PARAM)) return [path];
    return entry.isDirectory() ? placeholdersBelow(path) : [];
  });
for (const path of placeholdersBelow(SCRATCH)) {
  rmSync(path, { recursive: true, force: true });
  // Its folder goes too when nothing else is in it (/notes/page with one page of notes).
  if (readdirSync(dirname(path)).length === 0) rmSync(dirname(path), { recursive: true });
}

// The same V8 compile hint as `npm run build`, on the scripts each page's HTML loads up front.
const read = (/** @type {string} */ file) => readFileSync(join(SCRATCH, file), "utf8");
const htmlFiles = filesBelow(SCRATCH).filter((file) => file.endsWith(".html"));
for (const src of exportStartupScripts(SCRATCH, htmlFiles)) {
  const path = join(SCRATCH, src);
  const code = readFileSync(path, "utf8");
  if (!code.startsWith(COMPILE_HINT) && wantsCompileHint(code)) writeFileSync(path, COMPILE_HINT + code);
}

// The same inlined stylesheet as `npm run build` (tools/pipeline/inline-css.mjs).
try {
  inlineStylesheetsOfPages({ pagesDir: SCRATCH, files: htmlFiles, fileOf: (href) => join(SCRATCH, href) });
} catch (error) {
  fail(`the stylesheet could not be inlined: ${error instanceof Error ? error.message : error}`);
}

// The same lean inline payload as `npm run build` (tools/pipeline/inline-payload.mjs).
try {
  for (const warning of leanPayloadOfPages(SCRATCH, htmlFiles).warnings) console.warn(`⚠ ${warning}`);
} catch (error) {
  fail(`the inline payload could not be made lean: ${error instanceof Error ? error.message : error}`);
}

// Each page's policy, from its own HTML, also as a <meta> element first in its <head>: on hosts whose header
// rules cannot name every page (Cloudflare Pages and Netlify: `_headers`), it is the page's script policy.
const withPolicy = (/** @type {string} */ file) => {
  const html = read(file);
  let hashes = /** @type {string[]} */ ([]);
  try {
    hashes = hashesOfHtml(html, file);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!/<head>/.test(html)) fail(`${file} has no <head> to carry its policy`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(hashes)}"/>`;
  writeFileSync(join(SCRATCH, file), html.replace("<head>", `<head>${meta}`));
  return hashes;
};
const byPath = Object.fromEntries(pageRoutes.map((route) => [route.path, withPolicy(route.html)]));
const notFound = withPolicy("404.html");
const languageNotFound = Object.fromEntries(
  languageNotFoundRoutes.map((route) => [route.path, withPolicy(route.html)]),
);

// Every HTML file must be covered by the policy it is served with; a page the map does not know is an error.
const policyOf = new Map([
  ...pageRoutes.map((route) => /** @type {const} */ ([route.html, byPath[route.path] ?? []])),
  ["404.html", notFound],
  ...languageNotFoundRoutes.map(
    (route) => /** @type {const} */ ([route.html, languageNotFound[route.path] ?? []]),
  ),
]);
const unknownPage = htmlFiles.find((file) => !policyOf.has(file));
if (unknownPage) fail(`${unknownPage} is a page the headers do not know: add it to lib/routes.mjs`);
// Then what the export made of Next's output, against tools/pipeline/next-output.mjs's assumptions.
if (!settle(checkExport(SCRATCH, htmlFiles, (file) => policyOf.get(file))))
  fail(
    "the export does not look as tools/pipeline/next-output.mjs expects (above); see docs/upgrading-next.md",
  );

const pages = { byPath, notFound, languageNotFound };
const root = resolve(OUT);
writeFileSync(join(SCRATCH, "_headers"), headersFile());
writeFileSync(join(SCRATCH, "nginx.conf"), nginxConfig(pages, { root, listen: process.env.NGINX_LISTEN }));

// Compressed copies beside each text file, for nginx's gzip_static and brotli_static (tools/pipeline/precompress.mjs).
const { compressed, fromCache } = await precompress(SCRATCH, filesBelow(SCRATCH), {
  cacheDir: COMPRESSED_CACHE,
});

mkdirSync(dirname(resolve(OUT)), { recursive: true });
renameSync(SCRATCH, OUT);
const size = filesBelow(OUT).reduce((sum, file) => sum + statSync(join(OUT, file)).size, 0);
console.log(
  `\n✓ ${OUT}/: ${htmlFiles.length} pages, ${compressed} files precompressed (gzip, brotli; ${fromCache} of them unchanged since the last export), ${(size / 1024).toFixed(0)} KiB`,
);
console.log(`✓ ${OUT}/_headers for Cloudflare Pages and Netlify, ${OUT}/nginx.conf for nginx (root ${root})`);
