// @ts-check
// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script starting with it is compiled
// on a background thread as it streams in. The start-up chunks call nearly all their functions while the page
// hydrates, so this takes the largest part of the longest task off the main thread.
import { readFileSync, writeFileSync } from "node:fs";
import { COMPILE_HINT, NEXT_DIR, startupChunks, wantsCompileHint } from "./next-output.mjs";

export { COMPILE_HINT };

/**
 * Hints every start-up chunk big enough, once. Without the list of chunks ("routeBundleStats") it warns and a
 * deploy build still ships; the output check then fails `npm test`.
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
