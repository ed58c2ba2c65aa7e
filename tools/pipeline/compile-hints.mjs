// @ts-check
// V8's explicit compile hint: a script whose first line is this comment has all of its functions compiled
// eagerly on a background thread while it streams in, instead of lazily on the main thread when first
// called (https://v8.dev/blog/explicit-compile-hints, Chrome 136+; other engines ignore the comment).
// The framework's start-up chunks call nearly all of their functions while the page hydrates, so this
// takes their compilation off the main thread, where it was the largest part of the longest task.
import { readFileSync, writeFileSync } from "node:fs";
import { COMPILE_HINT, NEXT_DIR, startupChunks, wantsCompileHint } from "./next-output.mjs";

export { COMPILE_HINT };

/**
 * Puts the hint at the top of every start-up chunk big enough for it (`wantsCompileHint`), once. The hint is
 * an optimisation: when the list of start-up chunks cannot be read (assumption "routeBundleStats" of
 * tools/pipeline/next-output.mjs), it says so and changes nothing, so a deploy build still ships; the build's
 * output check then fails `npm test`.
 * @returns {{ changed: number, warning?: string }}
 */
export function addCompileHints(dir = NEXT_DIR) {
  let chunks;
  try {
    chunks = startupChunks(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { changed: 0, warning: `V8 compile hints skipped. The site works without them. ${reason}` };
  }
  let changed = 0;
  for (const path of chunks) {
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT) || !wantsCompileHint(code)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    changed += 1;
  }
  return { changed };
}
