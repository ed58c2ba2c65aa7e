// @ts-check
// Names each failed test from the runners' JSON reports (Jest's --json, Playwright's json reporter), so the
// closing lines of `npm test` say what failed, as `file:line › title`, without a scroll through the log.
import { join, relative } from "node:path";

/**
 * @typedef {{ title: string, file: string, line: number,
 *   tests: { projectName?: string, status: string, results?: { status: string }[] }[] }} PlaywrightSpec
 * @typedef {{ title: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Playwright: a test whose outcome is "unexpected" (failed, timed out, or passed when it should fail).
 * Its title path is the describe blocks below the file, then the test's own title.
 * @param {{ config?: { rootDir?: string }, suites?: PlaywrightSuite[] } | undefined} report
 * @param {string} [root] the directory the paths are shown relative to
 * @returns {string[]}
 */
export function playwrightFailures(report, root = process.cwd()) {
  // Spec files are named relative to the test directory.
  const testDir = report?.config?.rootDir ?? root;
  /** @type {string[]} */
  const failed = [];
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1)?.status;
        const outcome = last && last !== "failed" ? ` (${last})` : "";
        failed.push(
          `${relative(root, join(testDir, spec.file))}:${spec.line} › ${[...titles, spec.title].join(" › ")}${outcome}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top-level suite is a file: its title is the path, which the line already starts with.
  for (const file of report?.suites ?? []) walk(file, []);
  return failed;
}

/**
 * Jest: each failed test, and each test file that failed to run at all (a syntax error, a failed import).
 * @param {{ testResults?: { name: string, status?: string, message?: string,
 *   assertionResults: { fullName: string, status: string, location?: { line: number } | null }[] }[] } | undefined} report
 * @param {string} [root] the directory the paths are shown relative to
 * @returns {string[]}
 */
export function jestFailures(report, root = process.cwd()) {
  return (report?.testResults ?? []).flatMap((file) => {
    const path = relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${path}${test.location ? `:${test.location.line}` : ""} › ${test.fullName}`);
    if (tests.length === 0 && file.status === "failed") return [`${path} › (the file did not run)`];
    return tests;
  });
}

/**
 * The slowest tests of both runners, slowest first, as `seconds  file:line › title`. A Playwright test's time
 * is its last attempt's; a Jest test's is its own (a file's setup is not in it).
 * @param {Parameters<typeof jestFailures>[0]} jest
 * @param {Parameters<typeof playwrightFailures>[0]} playwright
 * @param {{ count?: number, root?: string }} [options]
 * @returns {string[]}
 */
export function slowestTests(jest, playwright, { count = 10, root = process.cwd() } = {}) {
  /** @type {{ ms: number, name: string }[]} */
  const all = [];
  for (const file of jest?.testResults ?? []) {
    const path = relative(root, file.name);
    for (const test of file.assertionResults) {
      const ms = /** @type {{ duration?: number | null }} */ (test).duration;
      if (typeof ms === "number")
        all.push({ ms, name: `${path}:${test.location?.line ?? "?"} › ${test.fullName}` });
    }
  }
  const testDir = playwright?.config?.rootDir ?? root;
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = /** @type {{ duration?: number }[] | undefined} */ (test.results)?.at(-1)?.duration;
        if (typeof ms !== "number") continue;
        const where = `${relative(root, join(testDir, spec.file))}:${spec.line}`;
        all.push({ ms, name: `${where} › ${[...titles, spec.title].join(" › ")}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of playwright?.suites ?? []) walk(file, []);
  return all
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ ms, name }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
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
  const measured = steps.filter((s) => s.name !== "install");
  return [
    row(["step", "wall s", "CPU s", "machine CPU s"]),
    ...steps.map((s) =>
      row(
        [s.name, seconds(s.wall), seconds(s.cpu), seconds(s.machine)],
        s.status === "passed" ? "" : s.status,
      ),
    ),
    row([
      "npm test",
      seconds(total.wall),
      seconds(measured.reduce((sum, s) => sum + (s.cpu ?? 0), 0)),
      seconds(total.machine),
    ]),
  ];
}
