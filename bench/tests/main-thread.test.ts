import { IncompleteTrace, mainThreadTime } from "../sections/main-thread.mjs";

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

  it("says so when the trace never parsed the page", () => {
    expect(() => mainThreadTime([...metadata, event("RunTask", 0, 10)], URL)).toThrow(IncompleteTrace);
  });
});
