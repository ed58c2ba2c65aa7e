// V8's explicit compile hint: a script whose first line is this comment has all of its functions compiled
// eagerly on a background thread while it streams in, instead of lazily on the main thread when first
// called (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; other engines ignore the comment).
// The framework's start-up chunks call nearly all of their functions while the page hydrates, so this
// takes their compilation off the main thread, where it was the largest part of the longest task.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Every file any route loads up front (scripts and styles), from Turbopack's route-bundle-stats. The stats
 * name them relative to the folder the build ran in, which is the one holding `dir`.
 */
export function firstLoadChunkPaths(dir = ".next") {
  const stats = JSON.parse(readFileSync(join(dir, "diagnostics/route-bundle-stats.json"), "utf8"));
  const paths = stats.flatMap((route) => route.firstLoadChunkPaths);
  return [...new Set(paths)].map((path) => resolve(dirname(dir), path));
}

/** The JavaScript files any route loads up front. */
export function startupChunks(dir = ".next") {
  return firstLoadChunkPaths(dir).filter((path) => path.endsWith(".js"));
}

/** Puts the hint at the top of every start-up chunk (once); returns how many files it changed. */
export function addCompileHints(dir = ".next") {
  let changed = 0;
  for (const path of startupChunks(dir)) {
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    changed += 1;
  }
  return changed;
}
