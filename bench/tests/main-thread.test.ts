import {
  IncompleteTrace,
  TASK_ITSELF,
  mainThreadTime,
  tasksOf,
  wideRestyles,
} from "../sections/main-thread.mjs";

const URL = "http://127.0.0.1:3331/";
const main = { pid: 1, tid: 7 };
const other = { pid: 1, tid: 8 };

/** A complete trace event, times in ms (the trace counts µs), on the page's main thread by default. */
const event = (name: string, ts: number, dur: number, thread = main, args?: object) => ({
  name,
  ph: "X",
  ts: ts * 1000,
  dur: dur * 1000,
  ...thread,
  args,
});
const parsing = (ts: number, dur: number) => event("ParseHTML", ts, dur, main, { beginData: { url: URL } });
const inScript = (name: string, ts: number, dur: number, url: string) =>
  event(name, ts, dur, main, { data: { url } });
const metadata = [main, other].map((thread) => ({
  name: "thread_name",
  ph: "M",
  ts: 0,
  ...thread,
  args: { name: "CrRendererMain" },
}));

describe("mainThreadTime (bench/sections/main-thread.mjs)", () => {
  it("counts the page's thread's tasks once each, nested ones and another thread's not", () => {
    const events = [
      ...metadata,
      event("RunTask", 0, 50),
      parsing(0, 10),
      event("RunTask", 100, 100),
      event("ThreadControllerImpl::RunTask", 100, 100),
      event("RunTask", 100, 500, other),
    ];
    expect(mainThreadTime(events, URL).total).toBe(150);
  });

  it("gives each script its JavaScript's self time, a callee's in its caller's script, and none of the layout it forced", () => {
    const chunk = "http://127.0.0.1:3331/_next/static/chunks/a.js";
    const events = [
      ...metadata,
      event("RunTask", 0, 10),
      parsing(0, 10),
      event("RunTask", 100, 100),
      // V8's event spans exactly the evaluation it belongs to, and runs in its script.
      inScript("EvaluateScript", 100, 60, chunk),
      event("v8.compile", 100, 60),
      event("Layout", 150, 10),
      event("RunTask", 300, 40),
      event("FunctionCall", 300, 40),
    ];
    expect(mainThreadTime(events, URL).scripts).toEqual({ "a.js": 50, "(none)": 40 });
  });

  it("adds up style and layout time on the page's thread, with each style pass's element count", () => {
    const events = [
      ...metadata,
      parsing(0, 10),
      event("RunTask", 0, 10),
      event("RunTask", 20, 100),
      event("UpdateLayoutTree", 20, 30, main, { elementCount: 120 }),
      event("Layout", 50, 40),
      event("RunTask", 200, 20),
      event("FunctionCall", 200, 20),
      // A pass a script forced, inside its call; then one that found nothing to style.
      event("UpdateLayoutTree", 210, 4, main, { elementCount: 3 }),
      event("RunTask", 300, 1),
      event("UpdateLayoutTree", 300, 1, main, { elementCount: 0 }),
      event("UpdateLayoutTree", 20, 500, other, { elementCount: 999 }),
      event("Layout", 20, 500, other),
    ];
    const time = mainThreadTime(events, URL);
    expect(time).toMatchObject({ style: 35, layout: 40, passes: [120, 3], parse: 10 });
    // The forced pass is the script's time spent waiting on the browser, not script.
    expect(time.scripts["(none)"]).toBe(16);
  });

  it("counts as wide the style passes over a quarter of the page's elements or more", () => {
    const time = { total: 0, scripts: {}, parse: 0, style: 0, layout: 0, passes: [128, 3, 65, 64, 130] };
    expect(wideRestyles({ ...time, elements: 260 })).toEqual([128, 65, 130]);
    expect(wideRestyles({ ...time, elements: 1000 })).toEqual([]);
    expect(wideRestyles(time)).toEqual([]);
  });

  it("gives HTML parsing its self time, less the script and styling it ran", () => {
    const events = [
      ...metadata,
      event("RunTask", 0, 100),
      parsing(0, 100),
      inScript("EvaluateScript", 10, 30, URL),
      event("UpdateLayoutTree", 50, 20, main, { elementCount: 40 }),
    ];
    expect(mainThreadTime(events, URL)).toMatchObject({ parse: 50, style: 20 });
  });

  it("says so when the trace never parsed the page", () => {
    expect(() => mainThreadTime([...metadata, event("RunTask", 0, 10)], URL)).toThrow(IncompleteTrace);
  });
});

describe("tasksOf (bench/sections/main-thread.mjs)", () => {
  const chunk = "http://127.0.0.1:3331/_next/static/chunks/a.js";

  it("gives each task of the page's thread its time by what ran in it, adding up to its length", () => {
    const events = [
      ...metadata,
      event("RunTask", 0, 10),
      parsing(0, 10),
      // Script 20 of 40 ms, a layout it forced 10, the task's own 10.
      event("RunTask", 100, 40),
      inScript("FunctionCall", 100, 30, chunk),
      event("Layout", 110, 10),
      event("RunTask", 300, 25),
      event("MinorGC", 300, 5),
      event("UpdateLayoutTree", 305, 10, main, { elementCount: 9 }),
      event("Paint", 315, 5),
      event("Receive mojo message", 320, 5),
      event("RunTask", 300, 400, other),
    ];
    const tasks = tasksOf(events, URL).map(({ causes, ...task }) => ({
      ...task,
      causes: Object.fromEntries(causes),
    }));
    expect(tasks).toEqual([
      { start: 0, duration: 10, laidOut: false, causes: { "parse HTML": 10 } },
      {
        start: 100,
        duration: 40,
        laidOut: true,
        causes: { "script a.js": 20, layout: 10, [TASK_ITSELF]: 10 },
      },
      {
        start: 300,
        duration: 25,
        laidOut: false,
        causes: { GC: 5, style: 10, paint: 5, "Receive mojo message": 5 },
      },
    ]);
  });
});
