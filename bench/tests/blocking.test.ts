import { DOCUMENT, blockingByScript, blockingCell } from "../sections/lighthouse.mjs";

// The section runs Lighthouse; these tests give it results instead.
jest.mock("../../tools/local/lighthouse.mjs", () => ({ runLighthouse: jest.fn() }));

const page = "http://127.0.0.1:3331/aboutme";
const chunk = (name: string) => `http://127.0.0.1:3331/_next/static/chunks/${name}`;

/** A Lighthouse result with only the long tasks' debug data, each task as [url, duration]. */
const resultWith = (tasks: [string, number][]) => {
  const urls = [...new Set(tasks.map(([url]) => url))];
  return {
    finalDisplayedUrl: page,
    audits: {
      "long-tasks": {
        details: {
          debugData: {
            urls,
            tasks: tasks.map(([url, duration]) => ({ urlIndex: urls.indexOf(url), duration })),
          },
        },
      },
    },
  };
};

/** A run with only what the cell reads. */
const run = (blocking: Record<string, number>, score = 95) => ({
  score,
  lcp: 0,
  tbt: 0,
  cls: 0,
  fcp: 0,
  si: 0,
  work: {},
  blocking,
});

describe("blocking time by script (bench/sections/lighthouse.mjs)", () => {
  it("sums each long task's time past 50 ms by the chunk or page it is charged to", () => {
    const result = resultWith([
      [chunk("a1.js"), 120],
      [page, 80],
      [chunk("a1.js"), 60.4],
      ["Unattributable", 50],
    ]);
    expect(blockingByScript(result, page)).toEqual({ "a1.js": 80, [DOCUMENT]: 30, Unattributable: 0 });
  });

  it("reads a result with no long tasks as none", () => {
    expect(blockingByScript({ audits: {} }, page)).toEqual({});
  });

  it("names the largest medians first, counting a run without the script as 0", () => {
    const cell = blockingCell([
      run({ "a1.js": 100, [DOCUMENT]: 10 }),
      run({ "a1.js": 60 }),
      run({ "a1.js": 80, [DOCUMENT]: 40, "b2.js": 5 }),
    ]);
    expect(cell).toBe(`a1.js 80, ${DOCUMENT} 10`);
  });

  it("leaves out runs with no metrics, and says none when nothing blocked", () => {
    expect(blockingCell([run({ "a1.js": 300 }, NaN), run({})])).toBe("none");
  });
});
