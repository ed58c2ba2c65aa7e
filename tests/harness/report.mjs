// @ts-check
// Reads the runners' JSON reports (Jest's --json, Playwright's json reporter) for the closing lines of
// `npm test`: the failed tests as `file:line › title`, the slowest tests, and where the time went.
import { join, relative } from "node:path";

/**
 * @typedef {{ title: string, file: string, line: number, tests: { projectName?: string, status: string,
 *   results?: { status: string, duration?: number }[] }[] }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ config?: { rootDir?: string }, suites?: PlaywrightSuite[] } | undefined} PlaywrightReport
 * @typedef {{ testResults?: { name: string, status?: string, assertionResults: { fullName: string,
 *   status: string, duration?: number | null, location?: { line: number } | null }[] }[] } | undefined} JestReport
 * @typedef {{ name: string, failed: boolean, outcome: string, ms?: number }} TestRun
 */

/**
 * Every test of a Playwright report, named `file:line › describe › title`, at its last attempt. A test whose
 * outcome is "unexpected" failed (or timed out, or passed when it should fail).
 * @param {PlaywrightReport} report @param {string} root  the directory the paths are shown relative to
 * @returns {TestRun[]}
 */
function playwrightTests(report, root) {
  const testDir = report?.config?.rootDir ?? root;
  /** @type {TestRun[]} */
  const runs = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const last = test.results?.at(-1);
        const where = `${relative(root, join(testDir, spec.file))}:${spec.line}`;
        runs.push({
          name: `${where} › ${[...titles, spec.title].join(" › ")}`,
          failed: test.status === "unexpected",
          outcome: last && last.status !== "failed" ? ` (${last.status})` : "",
          ms: last?.duration,
        });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top-level suite is a file: its title is the path, which the name already starts with.
  for (const file of report?.suites ?? []) walk(file, []);
  return runs;
}

/** @param {JestReport} report @param {string} root @returns {TestRun[]} */
function jestTests(report, root) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(root, file.name)}${test.location ? `:${test.location.line}` : ""} › ${test.fullName}`,
      failed: test.status === "failed",
      outcome: "",
      ms: test.duration ?? undefined,
    })),
  );
}

/** @param {PlaywrightReport} report @returns {string[]} */
export const playwrightFailures = (report, root = process.cwd()) =>
  playwrightTests(report, root)
    .filter((test) => test.failed)
    .map(({ name, outcome }) => `${name}${outcome}`);

/**
 * Each failed Jest test, and each test file that failed to run at all (a syntax error, a failed import).
 * @param {JestReport} report @returns {string[]}
 */
export function jestFailures(report, root = process.cwd()) {
  const failed = jestTests(report, root)
    .filter((test) => test.failed)
    .map(({ name }) => name);
  const didNotRun = (report?.testResults ?? []).filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  return [...failed, ...didNotRun.map((file) => `${relative(root, file.name)} › (the file did not run)`)];
}

/**
 * The slowest tests of both runners, slowest first, as `seconds  file:line › title`.
 * @param {JestReport} jest @param {PlaywrightReport} playwright
 * @param {{ count?: number, root?: string }} [options]
 */
export function slowestTests(jest, playwright, { count = 10, root = process.cwd() } = {}) {
  return [...jestTests(jest, root), ...playwrightTests(playwright, root)]
    .filter((test) => typeof test.ms === "number")
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .slice(0, count)
    .map(({ ms = 0, name }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

/**
 * Where a run's time went: one row per step with its wall and CPU seconds (user + system of the step and what it
 * started and waited for) and, where known, the whole machine's CPU seconds meanwhile; then npm test's totals.
 * @param {{ name: string, wall: number, cpu?: number, machine?: number, status: string }[]} steps
 * @param {{ wall: number, machine?: number }} total
 * @returns {string[]}
 */
export function timingTable(steps, total) {
  const width = Math.max(12, ...steps.map((s) => s.name.length));
  const seconds = (/** @type {number | undefined} */ s) => (s === undefined ? "–" : s.toFixed(1));
  /** @param {string[]} cells @param {string} [status] */
  const row = ([name = "", ...numbers], status = "") =>
    `  ${name.padEnd(width)}${numbers.map((n) => n.padStart(15)).join("")}${status ? `  ${status}` : ""}`;
  const cpu = steps.filter((s) => s.name !== "install").reduce((sum, s) => sum + (s.cpu ?? 0), 0);
  return [
    row(["step", "wall s", "CPU s", "machine CPU s"]),
    ...steps.map((s) =>
      row(
        [s.name, seconds(s.wall), seconds(s.cpu), seconds(s.machine)],
        s.status === "passed" ? "" : s.status,
      ),
    ),
    row(["npm test", seconds(total.wall), seconds(cpu), seconds(total.machine)]),
  ];
}
