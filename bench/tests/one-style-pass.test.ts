import { oneStylePassTable } from "../sections/lighthouse.mjs";

// The section's module runs Lighthouse; the table reads runs given here.
jest.mock("../../tools/local/lighthouse.mjs", () => ({
  runLighthouse: jest.fn(),
  runLighthouseTraced: jest.fn(),
}));

type Run = Parameters<typeof oneStylePassTable>[1] extends Map<string, (infer R)[]> ? R : never;

const run = (score: number, styleLayout: number): Run => ({
  score,
  ...{ lcp: 0, tbt: 0, cls: 0, fcp: 0, si: 0 },
  work: { styleLayout },
  causes: {},
});
const row = (lines: string[], path: string) => lines.find((line) => line.startsWith(`| ${path} |`));

describe("#81's table in the bench's Lighthouse section (oneStylePassTable)", () => {
  const simulated = new Map([
    ["/a", [run(97, 300), run(97, 310), run(98, 290)]],
    ["/a: content floor", [run(99, 200), run(99, 210), run(99, 190)]],
    ["/b", [run(90, 500), run(91, 520), run(92, 480), run(NaN, NaN)]],
    ["/b: content floor", [run(99, 200), run(98, 200), run(99, 200), run(99, 200)]],
  ]);
  const applied = new Map([
    ["/a", [run(100, 0), run(99, 0)]],
    ["/b", [run(98, 0), run(97, 0)]],
  ]);

  it("passes a page within 2 points and 1.5 × and fails one past both, with the medians shown", () => {
    const lines = oneStylePassTable(["/a", "/b"], simulated, applied, 2);
    const a = row(lines, "/a")?.split(" | ") ?? [];
    expect(a.slice(1, 3)).toEqual(["97 (99)", "2 (1 to 2)"]);
    expect(a[3]).toBe("300 (200)");
    // Each turn's ratio differs, so the interval spans the median ratio, which sits on the limit.
    const [value, low, high] = (a[4]?.match(/[\d.]+/g) ?? []).map(Number);
    expect(value).toBe(1.5);
    expect(low).toBeLessThan(1.5);
    expect(high).toBeGreaterThan(1.5);
    expect(a.slice(5)).toEqual(["99.5", "performance ✓, style & layout ✓ (within noise), applied ✓ |"]);
    expect(row(lines, "/b")).toMatch(
      /^\| \/b \| 91 \(99\) \| 8 .*\| 500 \(200\) \| 2\.50 .*performance ✗, style & layout ✗, applied ✗ \|$/,
    );
  });

  it("says when applied throttling was not run", () => {
    expect(row(oneStylePassTable(["/a"], simulated, new Map(), 0), "/a")).toMatch(
      /\| not run \| performance ✓, style & layout ✓ \(within noise\) \|$/,
    );
  });
});
