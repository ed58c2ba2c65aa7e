import { runLighthouseTraced } from "../../tools/local/lighthouse.mjs";
import { NOT_TRACED, blockingByCause, blockingCell, performanceRun } from "../sections/lighthouse.mjs";

// The section runs Lighthouse; these tests give it results instead.
jest.mock("../../tools/local/lighthouse.mjs", () => ({
  runLighthouse: jest.fn(),
  runLighthouseTraced: jest.fn(),
}));

const page = "http://127.0.0.1:3331/aboutme";
const chunk = (name: string) => `http://127.0.0.1:3331/_next/static/chunks/${name}`;

/** A run with only what the cell reads. */
const run = (causes: Record<string, number>, score = 95) => ({
  score,
  lcp: 0,
  tbt: 0,
  cls: 0,
  fcp: 0,
  si: 0,
  work: {},
  causes,
});

describe("a blocking cell (bench/sections/lighthouse.mjs)", () => {
  it("names the largest medians first, counting a run without the cause as 0", () => {
    const cell = blockingCell([
      run({ "script a1.js": 100, layout: 10 }),
      run({ "script a1.js": 60 }),
      run({ "script a1.js": 80, layout: 40, "script b2.js": 5 }),
    ]);
    expect(cell).toBe("script a1.js 80, layout 10");
  });

  it("leaves out runs with no metrics, and says none when nothing blocked", () => {
    expect(blockingCell([run({ "script a1.js": 300 }, NaN), run({})])).toBe("none");
  });
});

describe("blocking time by what ran (bench/sections/lighthouse.mjs)", () => {
  const mainThread = { pid: 1, tid: 7 };
  const task = (ts: number, dur: number) => ({
    name: "RunTask",
    ph: "X",
    ts: ts * 1000,
    dur: dur * 1000,
    ...mainThread,
  });
  const inTask = (name: string, ts: number, dur: number, url?: string) => ({
    ...task(ts, dur),
    name,
    args: url ? { data: { url } } : undefined,
  });
  const traceEvents = [
    { name: "thread_name", ph: "M", ts: 0, ...mainThread, args: { name: "CrRendererMain" } },
    task(0, 5),
    { ...inTask("ParseHTML", 0, 5), args: { beginData: { url: page } } },
    // 30 ms of script: 120 ms simulated.
    task(20, 30),
    inTask("FunctionCall", 20, 30, chunk("a1.js")),
    // 50 ms with a layout: Lantern slows it by half as much, 100 ms; half of it script, half layout.
    task(60, 50),
    inTask("FunctionCall", 60, 25, chunk("b2.js")),
    inTask("Layout", 85, 25),
  ];
  /** A simulated result listing long tasks as [start, duration], first paint at 100 ms, interactive at 1000. */
  const resultWith = (tasks: [number, number][]) => ({
    finalDisplayedUrl: page,
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: { performance: { score: 0.9 } },
    audits: {
      "largest-contentful-paint": { numericValue: 1000 },
      "first-contentful-paint": { numericValue: 100 },
      interactive: { numericValue: 1000 },
      "long-tasks": {
        details: {
          debugData: { urls: [], tasks: tasks.map(([startTime, duration]) => ({ startTime, duration })) },
        },
      },
    },
  });

  it("finds each long task in the trace by its simulated length and shares its blocking time by self time", () => {
    const result = resultWith([
      [200, 120],
      [400, 100],
    ]);
    expect(blockingByCause(result, traceEvents, page, "simulate")).toEqual({
      "script a1.js": 70,
      "script b2.js": 25,
      layout: 25,
    });
  });

  it("counts only the time between first paint and interactive, as TBT does", () => {
    // From 40 to 160 ms: 60 ms after first paint, 10 past 50. From 950 to 1050: 50 before interactive, none.
    expect(
      blockingByCause(
        resultWith([
          [40, 120],
          [950, 100],
        ]),
        traceEvents,
        page,
        "simulate",
      ),
    ).toEqual({ "script a1.js": 10 });
  });

  it("names a long task the trace has no task for", () => {
    expect(blockingByCause(resultWith([[200, 77]]), traceEvents, page, "simulate")).toEqual({
      [NOT_TRACED]: 27,
    });
  });

  it("takes a throttled run's tasks at their own length", () => {
    expect(
      blockingByCause(
        resultWith([
          [200, 50],
          [400, 130],
        ]),
        traceEvents,
        page,
        "devtools",
      ),
    ).toEqual({
      [NOT_TRACED]: 80,
    });
    const throttled = [...traceEvents, task(300, 130), inTask("FunctionCall", 300, 130, chunk("c3.js"))];
    expect(blockingByCause(resultWith([[400, 130]]), throttled, page, "devtools")).toEqual({
      "script c3.js": 80,
    });
  });

  it("reads a run with no load of the page in its trace as nothing", async () => {
    expect(blockingByCause(resultWith([[200, 120]]), [], page, "simulate")).toEqual({});
    jest.mocked(runLighthouseTraced).mockResolvedValue({ lhr: resultWith([[200, 120]]), traceEvents: [] });
    expect(await performanceRun(page, "simulate", [])).toMatchObject({ score: 90, lcp: 1000, causes: {} });
  });

  it("gives a performance run the causes of its own trace", async () => {
    jest.mocked(runLighthouseTraced).mockResolvedValue({ lhr: resultWith([[200, 120]]), traceEvents });
    expect((await performanceRun(page, "simulate", [])).causes).toEqual({ "script a1.js": 70 });
  });
});
