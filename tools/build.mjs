// @ts-check
// `npm run build`: a production build whose Content-Security-Policy allows exactly the inline scripts
// Next.js writes into each prerendered page. Hashes depend on the pages' content, so every build runs
// two passes with one build id: the first produces the HTML to hash, the second bakes the hashes into
// the headers. The build stops if the second pass's HTML no longer matches the hashes. Last, the start-up
// chunks get V8's compile hint (tools/compile-hints.mjs).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { addCompileHints } from "./compile-hints.mjs";
import { hashesOfBuild } from "./csp-hashes.mjs";
import { inlineStylesheetsOfBuild } from "./inline-css.mjs";
import { CSP_HASHES_FILE } from "../lib/security-headers.mjs";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // One id for both passes: Next.js writes it into the inline scripts.
  NEXT_BUILD_ID: process.env.NEXT_BUILD_ID || `build-${Date.now().toString(36)}`,
};

/** @param {number} pass */
function nextBuild(pass) {
  console.log(`\n▶ next build, pass ${pass} of 2 (build id ${env.NEXT_BUILD_ID})`);
  const result = spawnSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: { ...env, CSP_BUILD_PASS: String(pass) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

nextBuild(1);
const hashes = hashesOfBuild();
writeFileSync(CSP_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
nextBuild(2);

const after = JSON.stringify(hashesOfBuild());
if (after !== JSON.stringify(hashes)) {
  console.error("The inline scripts changed between the two build passes, so the CSP hashes would be stale.");
  process.exit(1);
}

let styles;
try {
  styles = inlineStylesheetsOfBuild();
} catch (error) {
  console.error(`The stylesheet could not be inlined: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (JSON.stringify(hashesOfBuild()) !== JSON.stringify(hashes)) {
  console.error("Inlining the stylesheets changed an inline script, so the CSP hashes would be stale.");
  process.exit(1);
}
console.log(`✓ ${styles.stylesheets.join(", ")} inlined into ${styles.pages} pages (tools/inline-css.mjs)`);

const hints = addCompileHints();
if (hints.warning) console.warn(`⚠ ${hints.warning}`);
else console.log(`✓ V8 compile hint added to ${hints.changed} start-up chunks (tools/compile-hints.mjs)`);

const counts = Object.entries(hashes).map(([route, list]) => `${route} ${list.length}`);
console.log(`\n✓ Content-Security-Policy script hashes: ${counts.join(", ")} (${CSP_HASHES_FILE})`);
