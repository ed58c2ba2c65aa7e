// `npm test`: lint, format, typecheck, unit tests, production build (as Vercel builds it), end-to-end tests.
// Each step is the package.json script of its name, so a command lives in one place. Stops at the first
// failing step and always ends with one line: "N passed, N failed".
// `node tests/run-all.mjs lint format typecheck unit` runs only those steps (that is `npm run check`).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolveChromePath } from "../tools/browser.mjs";
import { jestFailures, playwrightFailures } from "./failures.mjs";

const JEST_REPORT = "test-results/jest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";
// The tests build with non-default configuration, so they prove that every URL and link follows it.
const testConfig = {
  SITE_URL: "https://brightloop.test",
  WHATSAPP_NUMBER: "+44 20 7946 0000",
  PROFILE_URLS: "https://github.com/brightloop-test,https://www.linkedin.com/in/brightloop-test",
  // The site as shipped: analytics off, whatever the shell says (build:static:<provider> turns it on itself).
  ANALYTICS: "",
};
// NEXT_OUTPUT_STRICT: every assumption about Next's output must hold, the optimisations' too (tools/next-output.mjs).
const env = { ...process.env, ...testConfig, NEXT_TELEMETRY_DISABLED: "1", NEXT_OUTPUT_STRICT: "1" };
const npmRun = (script, ...args) => [
  "npm",
  "run",
  "--silent",
  script,
  ...(args.length ? ["--", ...args] : []),
];

const allSteps = [
  { name: "lint", command: npmRun("lint") },
  { name: "format", command: npmRun("format:check", "--log-level", "warn") },
  { name: "typecheck", command: npmRun("typecheck") },
  {
    name: "unit",
    command: npmRun("test:unit", "--ci", "--json", `--outputFile=${JEST_REPORT}`),
    counted: true,
  },
  // Vercel's build runs `npm run build`, and its .next is the one next start serves: one build for both.
  { name: "build:vercel", command: npmRun("build:vercel") },
  { name: "build:static", command: npmRun("build:static") },
  // Exports with each analytics provider on, for tests/e2e/analytics.spec.ts (out/ stays as the owner ships it).
  { name: "build:static:plausible", command: npmRun("build:static:plausible") },
  { name: "build:static:vercel", command: npmRun("build:static:vercel") },
  { name: "e2e", command: npmRun("test:e2e"), counted: true, needsBrowser: true },
];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !allSteps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step ${unknown.join(", ")}: the steps are ${allSteps.map((s) => s.name).join(", ")}.`,
  );
  process.exit(2);
}
const steps = only.length ? allSteps.filter((step) => only.includes(step.name)) : allSteps;

function run([command, ...args]) {
  return spawnSync(command, args, { stdio: "inherit", env }).status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

function counts() {
  const jest = readJson(JEST_REPORT);
  const playwright = readJson(PLAYWRIGHT_REPORT);
  return {
    passed:
      (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0),
    failed: (jest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0),
  };
}

for (const report of [JEST_REPORT, PLAYWRIGHT_REPORT]) rmSync(report, { force: true });
mkdirSync("test-results", { recursive: true });

// Find the browser before spending minutes on the build.
try {
  if (steps.some((step) => step.needsBrowser)) resolveChromePath();
} catch (error) {
  console.error(`\n${error.message}\n`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

let failedStep;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const ok = run(step.command);
  if (!ok) {
    failedStep = step;
    break;
  }
}

const { passed, failed } = counts();
// Each failed test by name, just above the closing line, so a red run is read rather than searched.
const failures = [...jestFailures(readJson(JEST_REPORT)), ...playwrightFailures(readJson(PLAYWRIGHT_REPORT))];
if (failures.length > 0) console.log(`\n✖ failed tests:\n${failures.map((f) => `  ${f}`).join("\n")}`);
if (failedStep) {
  console.error(`\n✖ ${failedStep.name} failed`);
  // A failing step that is not a test runner still counts as a failure, so the line is never green.
  const reportExists =
    failedStep.counted && existsSync(failedStep.name === "unit" ? JEST_REPORT : PLAYWRIGHT_REPORT);
  console.log(`${passed} passed, ${failed === 0 || !reportExists ? failed + 1 : failed} failed`);
  process.exit(1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
