import { jestFailures, playwrightFailures } from "../failures.mjs";

describe("the failed tests named above npm test's closing line (tests/failures.mjs)", () => {
  const root = "/repo";

  it("names each unexpected Playwright test by file, line and title path, and no other", () => {
    const test = (status: string, result = "passed") => ({ status, results: [{ status: result }] });
    const report = {
      config: { rootDir: "/repo/tests/e2e" },
      suites: [
        {
          title: "theme.spec.ts",
          file: "theme.spec.ts",
          specs: [
            { title: "cycles", file: "theme.spec.ts", line: 26, tests: [test("expected")] },
            { title: "tabbing on", file: "theme.spec.ts", line: 129, tests: [test("unexpected", "failed")] },
          ],
          suites: [
            {
              title: "on a phone",
              file: "theme.spec.ts",
              specs: [
                { title: "menu", file: "theme.spec.ts", line: 167, tests: [test("unexpected", "timedOut")] },
                { title: "retried", file: "theme.spec.ts", line: 170, tests: [test("flaky")] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report, root)).toEqual([
      "tests/e2e/theme.spec.ts:129 › tabbing on",
      "tests/e2e/theme.spec.ts:167 › on a phone › menu (timedOut)",
    ]);
  });

  it("names each failed Jest test with its line, and a file that did not run at all", () => {
    const report = {
      testResults: [
        {
          name: "/repo/tests/unit/a.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "a works", status: "passed", location: { line: 3 } },
            { fullName: "a fails", status: "failed", location: { line: 9 } },
          ],
        },
        { name: "/repo/tests/unit/b.test.ts", status: "failed", assertionResults: [] },
        { name: "/repo/tests/unit/c.test.ts", status: "passed", assertionResults: [] },
      ],
    };
    expect(jestFailures(report, root)).toEqual([
      "tests/unit/a.test.ts:9 › a fails",
      "tests/unit/b.test.ts › (the file did not run)",
    ]);
  });

  it("reads a missing report as no failures (the step's own failure is counted apart)", () => {
    expect(playwrightFailures(undefined, root)).toEqual([]);
    expect(jestFailures(undefined, root)).toEqual([]);
  });
});
