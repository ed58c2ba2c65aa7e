import { mainThreadTime } from "../main-thread.mjs";

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

const metadata = [
  { name: "thread_name", ph: "M", ts: 0, ...main, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, ...other, args: { name: "CrRendererMain" } },
];

describe("mainThreadTime", () => {
  it("counts each event's self time in its bucket, V8's own events in their caller's", () => {
    const events = [
      ...metadata,
      task("RunTask", 0, 50),
      { ...task("ParseHTML", 0, 10), args: { beginData: { url: URL } } },
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

  it("says so when the trace never parsed the page", () => {
    expect(() => mainThreadTime([...metadata, task("RunTask", 0, 5)], URL)).toThrow(/no HTML parsing/);
  });
});
