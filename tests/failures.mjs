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
