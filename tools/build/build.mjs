// @ts-check
// `npm run build`: a production build whose Content-Security-Policy allows exactly the inline scripts
// Next.js writes into each prerendered page. Hashes depend on the pages' content, so every build runs
// two passes with one build id: the first produces the HTML to hash, the second bakes the hashes into
// the headers. Then the stylesheet is inlined into each page (tools/build/inline-css.mjs) and the start-up
// chunks get V8's compile hint (tools/build/compile-hints.mjs). Last, every assumption these steps make about
// Next's output is checked against what was built (tools/build/next-output.mjs): a broken one stops the build.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { addCompileHints } from "./compile-hints.mjs";
import { inlineStylesheetsOfBuild } from "./inline-css.mjs";
import { checkBuild, scriptHashesOfBuild, settle } from "./next-output.mjs";
import { CSP_HASHES_FILE } from "../../lib/security-headers.mjs";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  // One id for both passes: Next.js writes it into the inline scripts.
  NEXT_BUILD_ID: process.env.NEXT_BUILD_ID || `build-${Date.now().toString(36)}`,
};

/** @param {string} message */
function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** @param {number} pass */
function nextBuild(pass) {
  console.log(`\n▶ next build, pass ${pass} of 2 (build id ${env.NEXT_BUILD_ID})`);
  const result = spawnSync("node_modules/.bin/next", ["build"], {
    stdio: "inherit",
    env: { ...env, CSP_BUILD_PASS: String(pass) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {() => void} step */
function orFail(step) {
  try {
    step();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

nextBuild(1);
/** @type {Record<string, string[]>} */
let hashes = {};
orFail(() => (hashes = scriptHashesOfBuild()));
writeFileSync(CSP_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
nextBuild(2);

orFail(() => {
  const styles = inlineStylesheetsOfBuild();
  console.log(
    `\n✓ ${styles.stylesheets.join(", ")} inlined into ${styles.pages} pages (tools/build/inline-css.mjs)`,
  );
});

const hints = addCompileHints();
if (hints.warning) console.warn(`⚠ ${hints.warning}`);
else
  console.log(`✓ V8 compile hint added to ${hints.changed} start-up chunks (tools/build/compile-hints.mjs)`);

// The policy the headers were built with (pass 1's hashes) must allow every script the pages now carry.
const report = checkBuild(hashes);
if (!settle(report))
  fail("The build does not look as tools/build/next-output.mjs expects (above). docs/upgrading-next.md");

const counts = Object.entries(hashes).map(([route, list]) => `${route} ${list.length}`);
console.log(`\n✓ Content-Security-Policy script hashes: ${counts.join(", ")} (${CSP_HASHES_FILE})`);
