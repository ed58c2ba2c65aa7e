// @ts-check
// `npm run build`: `next build`, then each page's inline-script hashes put into the CSP rules next start and
// Vercel read (.next/routes-manifest.json), the stylesheet inlined, V8's compile hint on the start-up chunks,
// and every assumption about Next's output checked (tools/pipeline/check-output.mjs).
import "./content-errors.mjs";
import "./content-first.mjs";
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { addCompileHints } from "./compile-hints.mjs";
import { inlineStylesheetsOfBuild } from "./inline-css.mjs";
import { leanPayloadOfBuild } from "./inline-payload.mjs";
import { checkBuild, settle } from "./check-output.mjs";
import { scriptHashesOfBuild } from "./csp-hashes.mjs";
import {
  NEXT_ASIDE,
  dropInterruptedExport,
  notFoundStatusOfBuild,
  replaceHeaderRules,
  servedScriptHashes,
} from "./next-output.mjs";
import { prerenderedRoutes } from "../../lib/routes.mjs";
import { CSP_HASHES_FILE, headerRules, noScriptHashes } from "../../lib/security-headers.mjs";

/** @param {string} message */
function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** @param {() => void} step */
function orFail(step) {
  try {
    step();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

// next.config.mjs reads the hashes of the last build from this file; without it, its rules hold none.
rmSync(CSP_HASHES_FILE, { force: true });
if (dropInterruptedExport())
  console.log(`▶ removed ${NEXT_ASIDE}, an older build an interrupted export left: this build replaces it`);
console.log("\n▶ next build");
const result = spawnSync("node_modules/.bin/next", ["build"], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CSP_HASHED_BY_BUILD: "1" },
});
if (result.status !== 0) process.exit(result.status ?? 1);

orFail(() => {
  const paths = notFoundStatusOfBuild();
  if (paths.length) console.log(`\n✓ status 404 for ${paths.join(", ")} (lib/not-found-routes.mjs)`);
});

orFail(() => {
  const { saved, warnings } = leanPayloadOfBuild();
  for (const warning of warnings) console.warn(`⚠ ${warning}`);
  console.log(`\n✓ inline payloads lean (tools/pipeline/inline-payload.mjs): ${saved} bytes off the pages`);
});

/** @type {Record<string, string[]>} */
let hashes = {};
orFail(() => {
  hashes = { ...noScriptHashes(prerenderedRoutes), ...scriptHashesOfBuild() };
  replaceHeaderRules(headerRules(noScriptHashes(prerenderedRoutes)), headerRules(hashes));
});
writeFileSync(CSP_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);

orFail(() => {
  const styles = inlineStylesheetsOfBuild();
  console.log(
    `\n✓ ${styles.stylesheets.join(", ")} inlined into ${styles.pages} pages (tools/pipeline/inline-css.mjs)`,
  );
});

const hints = addCompileHints();
if (hints.warning) console.warn(`⚠ ${hints.warning}`);
else
  console.log(
    `✓ V8 compile hint added to ${hints.changed} start-up chunks (tools/pipeline/compile-hints.mjs)`,
  );

// The policy the build now serves, read back from it, must allow every script the pages carry.
const report = checkBuild(servedScriptHashes());
if (!settle(report))
  fail("The build does not look as tools/pipeline/next-output.mjs expects (above). docs/upgrading-next.md");

const counts = Object.entries(hashes).map(([route, list]) => `${route} ${list.length}`);
console.log(`\n✓ Content-Security-Policy script hashes: ${counts.join(", ")} (${CSP_HASHES_FILE})`);
