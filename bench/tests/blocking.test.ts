import { runLighthouseTraced } from "../../tools/local/lighthouse.mjs";
import { DOCUMENT, blockingByScript, blockingCell, performanceRun } from "../sections/lighthouse.mjs";

// The section runs Lighthouse; these tests give it results instead.
jest.mock("../../tools/local/lighthouse.mjs", () => ({
  runLighthouse: jest.fn(),
  runLighthouseTraced: jest.fn(),
}));

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
const run = (blocking: Record<string, number>, score = 95, causes: Record<string, number> = {}) => ({
  score,
  lcp: 0,
  tbt: 0,
  cls: 0,
  fcp: 0,
  si: 0,
  work: {},
  blocking,
  causes,
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

  it("names a page's causes the same way when asked for them", () => {
    const cell = blockingCell(
      [run({}, 95, { layout: 30, "script a1.js": 90 }), run({}, 95, { layout: 10 })],
      "causes",
    );
    expect(cell).toBe("script a1.js 45, layout 20");
  });
});

describe("a performance run's long-task causes (bench/sections/lighthouse.mjs)", () => {
  const mainThread = { pid: 1, tid: 7 };
  const traceEvents = [
    { name: "thread_name", ph: "M", ts: 0, ...mainThread, args: { name: "CrRendererMain" } },
    { name: "RunTask", ph: "X", ts: 0, dur: 5000, ...mainThread },
    { name: "ParseHTML", ph: "X", ts: 0, dur: 5000, ...mainThread, args: { beginData: { url: page } } },
    // 30 ms observed: 120 ms at 4 × slower CPU, 70 past 50; not long as it was traced.
    { name: "RunTask", ph: "X", ts: 20_000, dur: 30_000, ...mainThread },
    {
      name: "FunctionCall",
      ph: "X",
      ts: 20_000,
      dur: 30_000,
      ...mainThread,
      args: { data: { url: chunk("a1.js") } },
    },
  ];
  const lhr = {
    finalDisplayedUrl: page,
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: { performance: { score: 0.9 } },
    audits: { "largest-contentful-paint": { numericValue: 1000 } },
  };

  it("reads the measured trace as Lantern does when simulated, and as it was when throttled for real", async () => {
    jest.mocked(runLighthouseTraced).mockResolvedValue({ lhr, traceEvents });
    expect((await performanceRun(page, "simulate", [])).causes).toEqual({ "script a1.js": 70 });
    expect((await performanceRun(page, "devtools", [])).causes).toEqual({});
  });

  it("keeps the metrics of a run whose trace has no load of the page", async () => {
    jest.mocked(runLighthouseTraced).mockResolvedValue({ lhr, traceEvents: [] });
    expect(await performanceRun(page, "simulate", [])).toMatchObject({ score: 90, lcp: 1000, causes: {} });
  });
});
