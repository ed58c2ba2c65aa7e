// `npm test`: lint, typecheck, unit tests, production build, end-to-end tests, in that order.
// Stops at the first failing step and always ends with one line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolveChromePath } from "./browser.mjs";

const JEST_REPORT = "test-results/jest.json";
const PLAYWRIGHT_REPORT = "test-results/playwright.json";
// The tests build with non-default configuration, so they prove that every URL and link follows it.
const testConfig = {
  SITE_URL: "https://brightloop.test",
  WHATSAPP_NUMBER: "+44 20 7946 0000",
  PROFILE_URLS: "https://github.com/brightloop-test,https://www.linkedin.com/in/brightloop-test",
};
const env = { ...process.env, ...testConfig, NEXT_TELEMETRY_DISABLED: "1" };
const bin = (name) => `node_modules/.bin/${name}`;

const steps = [
  { name: "lint", command: [bin("eslint"), "."] },
  { name: "format", command: [bin("prettier"), "--check", "--log-level", "warn", "."] },
  { name: "typecheck", command: [bin("next"), "typegen"], then: [bin("tsc"), "--noEmit"] },
  { name: "unit", command: [bin("jest"), "--ci", "--json", `--outputFile=${JEST_REPORT}`], counted: true },
  { name: "build", command: ["node", "scripts/build.mjs"] },
  { name: "e2e", command: [bin("playwright"), "test"], counted: true, needsBrowser: true },
];

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
  resolveChromePath();
} catch (error) {
  console.error(`\n${error.message}\n`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

let failedStep;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const ok = run(step.command) && (!step.then || run(step.then));
  if (!ok) {
    failedStep = step;
    break;
  }
}

const { passed, failed } = counts();
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
