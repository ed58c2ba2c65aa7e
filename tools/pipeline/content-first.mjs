// @ts-check
// Imported by the builds right after content-errors.mjs, before anything reads content/: the notes and the
// content files checked by the very step `npm run check` runs (check-content.mjs), every problem named on one line, and the build
// stopped before `next build` could stop on a TypeScript type dump. `npm test` checks them once, first
// (CONTENT_CHECKED_BY_GATE=1), so its builds skip this.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

if (process.env.CONTENT_CHECKED_BY_GATE !== "1") {
  const check = spawnSync("node", [resolve(import.meta.dirname, "check-content.mjs")], { stdio: "inherit" });
  if (check.status !== 0) process.exit(1);
}
