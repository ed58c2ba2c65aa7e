import { verdicts } from "../sections/arms.mjs";

// The section runs Lighthouse; these tests give it runs instead.
jest.mock("../../tools/local/lighthouse.mjs", () => ({
  runLighthouse: jest.fn(),
  runLighthouseTraced: jest.fn(),
}));

/** A run of Lighthouse with only the metrics the verdicts read. */
const run = (tbt: number, lcp: number) => ({
  score: 99,
  tbt,
  lcp,
  cls: 0,
  fcp: 0,
  si: 0,
  work: {},
  causes: {},
});

describe("what each arm is worth (bench/sections/arms.mjs)", () => {
  const variants = [
    { key: "site", dir: "", origin: "" },
    { key: "without page-css", dir: "", origin: "" },
    { key: "without static-parts", dir: "", origin: "" },
  ];
  const applied = new Map([
    ["/ site", [run(50, 1000), run(90, 1100), run(60, 1050), run(70, 1020), run(55, 990)]],
    // Taking page-css away adds 40 ms of TBT in every turn: the arm saves time.
    ["/ without page-css", [run(90, 1000), run(130, 1100), run(100, 1050), run(110, 1020), run(95, 990)]],
    // Taking static-parts away takes 30 ms off in every turn: the arm costs time.
    ["/ without static-parts", [run(20, 1000), run(60, 1100), run(30, 1050), run(40, 1020), run(25, 990)]],
  ]);
  const lines = verdicts([{ path: "/" }], variants, [["applied", applied]], (key) =>
    key === "site" ? 70_000 : 85_000,
  );
  const row = (arm: string) => lines.find((line) => line.startsWith(`| ${arm} |`)) ?? "";

  it("gives each arm's difference with its interval and a verdict", () => {
    expect(row("page-css")).toBe("| page-css | / | 15.0 | 40 (40 to 40) | 0 (0 to 0) | saves time |");
    expect(row("static-parts")).toMatch(/\| -30 \(-30 to -30\) \| 0 \(0 to 0\) \| costs time \|$/);
  });

  it("says nothing without applied runs", () => {
    expect(verdicts([{ path: "/" }], variants, [["simulated", applied]], () => 0)).toEqual([]);
  });
});
