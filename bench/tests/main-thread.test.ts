import {
  IncompleteTrace,
  mainThreadTime,
  medianOf,
  repeatedTraces,
  traceAgainIfIncomplete,
} from "../main-thread.mjs";

const URL = "http://127.0.0.1:3331/";
const main = { pid: 1, tid: 7 };
const other = { pid: 1, tid: 8 };

/** A complete trace event on the page's main thread, times in ms (the trace counts µs). */
const task = (name: string, ts: number, dur: number, thread = main) => ({
  name,
  ph: "X",
  ts: ts * 1000,
  dur: dur * 1000,
  ...thread,
});

/** The page's own HTML parsing, which tells the trace reader which thread is the page's. */
const parsing = (ts: number, dur: number) => ({
  ...task("ParseHTML", ts, dur),
  args: { beginData: { url: URL } },
});
/** An event that runs in a script (its `data.url`). */
const inScript = (name: string, ts: number, dur: number, url: string) => ({
  ...task(name, ts, dur),
  args: { data: { url } },
});

const metadata = [
  { name: "thread_name", ph: "M", ts: 0, ...main, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, ...other, args: { name: "CrRendererMain" } },
];
/** A worker of the page's renderer process, and one of another process's. */
const worker = { pid: 1, tid: 9 };
const otherPagesWorker = { pid: 2, tid: 9 };
const workerMetadata = [worker, otherPagesWorker].map((thread) => ({
  name: "thread_name",
  ph: "M",
  ts: 0,
  ...thread,
  args: { name: "DedicatedWorker thread" },
}));

describe("mainThreadTime", () => {
  it("counts each event's self time in its bucket, V8's own events in their caller's", () => {
    const events = [
      ...metadata,
      task("RunTask", 0, 50),
      parsing(0, 10),
      task("RunTask", 100, 100),
      // V8's event spans exactly the evaluation it belongs to: still the evaluation's time.
      task("v8.run", 100, 60),
      task("EvaluateScript", 100, 60),
      task("Layout", 150, 5),
      task("RunTask", 300, 40),
      task("FunctionCall", 300, 40),
      task("UpdateLayoutTree", 310, 15),
      task("v8.callFunction", 330, 5),
      // Another renderer's main thread (another page) does not count.
      task("RunTask", 100, 500, other),
      task("FunctionCall", 100, 500, other),
    ];
    const time = mainThreadTime(events, URL);
    expect(time.scriptEvaluation).toBeCloseTo(55);
    expect(time.layout).toBeCloseTo(5);
    expect(time.otherScript).toBeCloseTo(25);
    expect(time.style).toBeCloseTo(15);
    expect(time.parseHtml).toBeCloseTo(10);
    expect(time.other).toBeCloseTo(40 + 40);
    expect(time.total).toBeCloseTo(50 + 100 + 40);
  });

  it("splits JavaScript by script and by what started it, and counts forced style and layout by script", () => {
    const chunk = "http://127.0.0.1:3331/_next/static/chunks/app.js";
    const events = [
      ...metadata,
      parsing(0, 10),
      task("RunTask", 100, 50),
      inScript("EvaluateScript", 100, 50, chunk),
      task("UpdateLayoutTree", 120, 10),
      task("Layout", 130, 5),
      task("RunTask", 200, 30),
      task("TimerFire", 200, 30),
      inScript("FunctionCall", 200, 30, chunk),
      task("RunTask", 300, 20),
      { ...task("EventDispatch", 300, 20), args: { data: { type: "message" } } },
      inScript("FunctionCall", 305, 15, `${URL}worker.js`),
      // The frame's own style recalculation, forced by nothing.
      task("RunTask", 400, 8),
      task("UpdateLayoutTree", 400, 8),
    ];
    const time = mainThreadTime(events, URL);
    expect(time.scripts["app.js"]).toBeCloseTo(35 + 30);
    expect(time.scripts["/worker.js"]).toBeCloseTo(15);
    expect(time.scripts["(none)"]).toBeCloseTo(5);
    expect(time.causes["script evaluation"]).toBeCloseTo(35);
    expect(time.causes.timer).toBeCloseTo(30);
    expect(time.causes["event: message"]).toBeCloseTo(20);
    expect(time.recalcs).toEqual({ styleRecalcs: 2, layouts: 1, forcedStyleRecalcs: 1, forcedLayouts: 1 });
    expect(time.forcedBy).toEqual({ "style: app.js": 1, "layout: app.js": 1 });
  });

  it("takes each figure's median over traces, a script missing from one counting 0 there, and keeps each trace's total in the order taken", () => {
    const trace = (scripts: Record<string, number>, total: number) => ({
      ...mainThreadTime([...metadata, parsing(0, 1)], URL),
      scripts,
      total,
    });
    const median = medianOf([
      trace({ a: 10, b: 4 }, 100),
      trace({ a: 30 }, 300),
      trace({ a: 20, b: 6 }, 200),
    ]);
    expect(median.total).toBe(200);
    // In turn order, so a page's traces pair up with its floor's (bench/stats.mjs pairedInterval).
    expect(median.totals).toEqual([100, 300, 200]);
    expect(median.scripts).toEqual({ a: 20, b: 4 });
    expect(median.workers).toBe(0);
    expect(median.workerFrames).toBe(0);
    expect(median.whileDrawing).toBe(0);
  });

  it("counts the time the page's workers were busy, each task once, apart from the main thread's", () => {
    const events = [
      ...metadata,
      ...workerMetadata,
      task("RunTask", 0, 20),
      parsing(0, 10),
      // Chromium traces a worker's task twice, one inside the other: it counts once.
      task("ThreadControllerImpl::RunTask", 30, 12, worker),
      task("RunTask", 31, 10, worker),
      task("RunTask", 60, 8, worker),
      task("FunctionCall", 60, 8, worker),
      task("RunTask", 30, 500, otherPagesWorker),
    ];
    const time = mainThreadTime(events, URL);
    expect(time.workers).toBeCloseTo(12 + 8);
    expect(time.total).toBeCloseTo(20);
    expect(time.otherScript).toBeCloseTo(0);
    expect(time.workerFrames).toBe(0);
    expect(time.whileDrawing).toBe(0);
  });

  it("counts the workers' animation frames, and the main thread's tasks from the first of them on", () => {
    const events = [
      ...metadata,
      ...workerMetadata,
      parsing(0, 10),
      task("RunTask", 20, 30),
      // Another page's worker drawing earlier is not this page's.
      task("FireAnimationFrame", 25, 2, otherPagesWorker),
      task("RunTask", 100, 5, worker),
      task("FireAnimationFrame", 100, 4, worker),
      // A task that began before the first frame is not counted, even if it ends after it.
      task("RunTask", 95, 10),
      task("RunTask", 110, 3),
      task("RunTask", 116, 5, worker),
      task("FireAnimationFrame", 116, 4, worker),
      task("RunTask", 120, 2),
    ];
    const time = mainThreadTime(events, URL);
    expect(time.workerFrames).toBe(2);
    expect(time.whileDrawing).toBeCloseTo(3 + 2);
    expect(time.total).toBeCloseTo(30 + 10 + 3 + 2);
  });

  it("says so when the trace never parsed the page", () => {
    expect(() => mainThreadTime([...metadata, task("RunTask", 0, 5)], URL)).toThrow(/no HTML parsing/);
  });
});

describe("traceAgainIfIncomplete", () => {
  const time = mainThreadTime([...metadata, task("RunTask", 0, 20), parsing(0, 10)], URL);
  it("takes a trace that recorded no load of the page again, and says so", async () => {
    const attempts: string[] = [];
    const trace = async (url: string) => {
      attempts.push(url);
      if (attempts.length === 1) throw new IncompleteTrace(`no HTML parsing of ${url} in the trace`);
      return time;
    };
    await expect(traceAgainIfIncomplete(URL, trace)).resolves.toBe(time);
    expect(attempts).toEqual([URL, URL]);
    expect(repeatedTraces.at(-1)).toBe(`${URL}: no HTML parsing of ${URL} in the trace`);
  });
  it("gives up after the last attempt, and stops at once on any other error", async () => {
    let calls = 0;
    const incomplete = async () => {
      calls += 1;
      throw new IncompleteTrace("no HTML parsing");
    };
    await expect(traceAgainIfIncomplete(URL, incomplete, 3)).rejects.toThrow("no HTML parsing");
    expect(calls).toBe(3);
    calls = 0;
    const broken = async () => {
      calls += 1;
      throw new Error("browser crashed");
    };
    await expect(traceAgainIfIncomplete(URL, broken, 3)).rejects.toThrow("browser crashed");
    expect(calls).toBe(1);
  });
});
