// @ts-check
// After every build: each assumption of tools/pipeline/next-output.mjs tested against what was built, in one
// named report. A broken one stops the build, naming it and the Next.js version, or only warns when the site
// works without it (`needed: false`), except under `npm test` (NEXT_OUTPUT_STRICT=1).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { prerenderedRoutes } from "../../lib/routes.mjs";
import { hashesOfHtml } from "./csp-hashes.mjs";
import {
  ASSUMPTIONS,
  BrokenAssumption,
  COMPILE_HINT,
  FLIGHT_SCRIPT,
  INLINED_STYLESHEET,
  NEXT_DIR,
  NOT_FOUND_PAGES_COPY,
  brokenAssumptionMessage,
  exportStartupScripts,
  flightPushes,
  nextVersion,
  payloadRows,
  prerenderedPagesOfBuild,
  readRouteBundleStats,
  routeBundleStatsPath,
  routeCachePath,
  servedHtmlFiles,
  startupChunks,
  strictOutput,
  wantsCompileHint,
} from "./next-output.mjs";

/** @typedef {import("./next-output.mjs").AssumptionName} AssumptionName */

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
  // The payload as inline-payload.mjs reads it, row by row: the first page that breaks each assumption.
  /** @type {Map<AssumptionName, string>} */
  const unreadable = new Map();
  for (const { file, text } of pages)
    try {
      payloadRows(Buffer.from(flightPushes(text).stream, "utf8"));
    } catch (error) {
      if (!(error instanceof BrokenAssumption)) throw error;
      if (!unreadable.has(error.assumption)) unreadable.set(error.assumption, `${file}: ${error.message}`);
    }
  for (const [name, message] of unreadable) r.report.broken.push({ name, message });
  if (!unreadable.size) r.held(`the React payload of ${pages.length} pages read row by row`);
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
export function settle(report, { strict = strictOutput(), log = console.log } = {}) {
  let ok = true;
  for (const { name, message } of report.broken) {
    const fatal = strict || ASSUMPTIONS[name].needed;
    if (fatal) ok = false;
    log(`${fatal ? "✖" : "⚠"} ${message}${fatal ? "" : " The site works without it; the build goes on."}`);
  }
  if (report.held.length) log(`✓ Next.js ${nextVersion()} output checked: ${report.held.join("; ")}`);
  return ok;
}
