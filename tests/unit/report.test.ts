import { jestFailures, playwrightFailures, slowestTests, timingTable } from "../harness/report.mjs";

/** A Playwright JSON report: a test's attempts each have a status and a duration in ms. */
const test = (status: string, result = "passed", ...durations: number[]) => ({
  status,
  results: (durations.length ? durations : [100]).map((duration, i, all) => ({
    status: i === all.length - 1 ? result : "failed",
    duration,
  })),
});
/** A spec of theme.spec.ts at `line`, with one test. */
const spec = (title: string, line: number, run: ReturnType<typeof test>) => ({
  title,
  file: "theme.spec.ts",
  line,
  tests: [run],
});
const playwrightReport = {
  config: { rootDir: "/repo/tests/e2e" },
  suites: [
    {
      title: "theme.spec.ts",
      specs: [spec("cycles", 26, test("expected")), spec("tabbing on", 129, test("unexpected", "failed"))],
      suites: [
        {
          title: "on a phone",
          specs: [
            spec("menu", 167, test("unexpected", "timedOut", 12000)),
            spec("retried", 170, test("flaky", "passed", 9000, 4000)),
          ],
        },
      ],
    },
  ],
};

describe("the failed tests named above npm test's closing line (tests/harness/report.mjs)", () => {
  const root = "/repo";

  it("names each unexpected Playwright test by file, line and title path, and no other", () => {
    expect(playwrightFailures(playwrightReport, root)).toEqual([
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

describe("where npm test's time went (tests/harness/report.mjs)", () => {
  const root = "/repo";

  it("lists the slowest tests of both runners, slowest first, each at its last attempt's time", () => {
    const jest = {
      testResults: [
        {
          name: "/repo/tests/unit/a.test.ts",
          assertionResults: [
            { fullName: "quick", status: "passed", duration: 5, location: { line: 3 } },
            { fullName: "slow", status: "passed", duration: 2500, location: { line: 9 } },
          ],
        },
      ],
    };
    expect(slowestTests(jest, playwrightReport, { root, count: 3 })).toEqual([
      "  12.0 s  tests/e2e/theme.spec.ts:167 › on a phone › menu",
      "   4.0 s  tests/e2e/theme.spec.ts:170 › on a phone › retried",
      "   2.5 s  tests/unit/a.test.ts:9 › slow",
    ]);
    expect(slowestTests(undefined, undefined, { root })).toEqual([]);
  });

  it("gives each step's wall, CPU and machine CPU seconds, marks one that did not pass, and totals npm test", () => {
    const table = timingTable(
      [
        { name: "install", wall: 40, cpu: 30, status: "passed" },
        { name: "lint", wall: 8.25, cpu: 8, status: "passed" },
        { name: "e2e", wall: 200, cpu: 150, machine: 390.5, status: "failed" },
      ],
      { wall: 210, machine: 420 },
    );
    expect(table.map((line) => line.trim().split(/\s+/))).toEqual([
      ["step", "wall", "s", "CPU", "s", "machine", "CPU", "s"],
      ["install", "40.0", "30.0", "–"],
      ["lint", "8.3", "8.0", "–"],
      ["e2e", "200.0", "150.0", "390.5", "failed"],
      // The install ran before npm test: its own row, not in npm test's total.
      ["npm", "test", "210.0", "158.0", "420.0"],
    ]);
  });
});
