// @ts-check
// V8's explicit compile hint: a script whose first line is this comment has all of its functions compiled
// eagerly on a background thread while it streams in, instead of lazily on the main thread when first
// called (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; other engines ignore the comment).
// The framework's start-up chunks call nearly all of their functions while the page hydrates, so this
// takes their compilation off the main thread, where it was the largest part of the longest task.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Turbopack's per-route list of the files each route loads up front. It is a framework internal
 * (`.next/diagnostics/route-bundle-stats.json`), not a documented interface.
 * @param {string} dir
 */
export const routeBundleStatsPath = (dir = ".next") => join(dir, "diagnostics/route-bundle-stats.json");

/**
 * @typedef {{ route: string, firstLoadChunkPaths: string[] }} RouteBundleStats
 * @param {string} dir
 * @returns {RouteBundleStats[]}
 */
export function readRouteBundleStats(dir = ".next") {
  return JSON.parse(readFileSync(routeBundleStatsPath(dir), "utf8"));
}

/**
 * Every file any route loads up front (scripts and styles). The stats name them relative to the folder the
 * build ran in, which is the one holding `dir`.
 * @returns {string[]}
 */
export function firstLoadChunkPaths(dir = ".next") {
  const paths = readRouteBundleStats(dir).flatMap((route) => route.firstLoadChunkPaths);
  return [...new Set(paths)].map((path) => resolve(dirname(dir), path));
}

/** The JavaScript files any route loads up front. */
export function startupChunks(dir = ".next") {
  return firstLoadChunkPaths(dir).filter((path) => path.endsWith(".js"));
}

/**
 * Puts the hint at the top of every start-up chunk (once). The hint is an optimisation: when the stats it
 * reads are missing or unreadable (a Next.js upgrade may move them), it says so and changes nothing, so the
 * build still ships. The budgets test is what fails loudly then.
 * @returns {{ changed: number, warning?: string }}
 */
export function addCompileHints(dir = ".next") {
  let chunks;
  try {
    if (!existsSync(routeBundleStatsPath(dir))) throw new Error(`${routeBundleStatsPath(dir)} is missing`);
    chunks = startupChunks(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { changed: 0, warning: `V8 compile hints skipped: ${reason}. The site works without them.` };
  }
  let changed = 0;
  for (const path of chunks) {
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    changed += 1;
  }
  return { changed };
}
