// @ts-check
// Where a page's main-thread time goes while it loads, read from a Chromium performance trace with the CPU
// slowed 4× (as Lighthouse's mobile preset does): script evaluation, the rest of the JavaScript (Turbopack
// initialising modules, React decoding the inline RSC payload, hydration, effects), style, layout, HTML
// parsing, paint and GC. Each trace event counts only its self time, so a layout forced from a script is
// layout, not script. Chromium's trace has no event that tells RSC decoding from hydration: both run inside
// the same callbacks, so they share a column. The JavaScript time is also split by the script it ran in and
// by what started it (a script's evaluation, a timer, an idle callback, an event such as a worker's
// message), and style recalculations and layouts are counted, those forced from a script by that script.
import { median } from "./stats.mjs";
import { recordTrace } from "./trace.mjs";

/** How long after `load` the trace goes on: hydration and the first effects at 4× slower CPU. */
const AFTER_LOAD_MS = 1500;
export const CPU_SLOWDOWN = 4;
/** Traces of each target the bench takes in turns (BENCH_TRACES). */
export const TRACES = Number(process.env.BENCH_TRACES ?? 3);

/** Trace event names → the bucket their self time goes to. */
const BUCKETS = /** @type {const} */ ({
  scriptEvaluation: [
    "EvaluateScript",
    "v8.compile",
    "v8.compileModule",
    "v8.evaluateModule",
    "CompileScript",
  ],
  otherScript: [
    "FunctionCall",
    "RunMicrotasks",
    "TimerFire",
    "EventDispatch",
    "FireIdleCallback",
    "FireAnimationFrame",
  ],
  style: ["UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"],
  layout: ["Layout"],
  parseHtml: ["ParseHTML"],
  paint: [
    "Paint",
    "PrePaint",
    "Layerize",
    "UpdateLayer",
    "CompositeLayers",
    "Commit",
    "PaintImage",
    "Decode Image",
  ],
  gc: ["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR", "BlinkGC.AtomicPhase"],
});

/**
 * V8's own events run inside whichever task called them (a script's top level, a callback): their time
 * belongs to that caller, and to "other JavaScript" only when nothing encloses them.
 */
const JAVASCRIPT = /^(v8|V8)\./;

/** @typedef {keyof typeof BUCKETS | "other"} Bucket */
/**
 * @typedef {{ styleRecalcs: number, layouts: number, forcedStyleRecalcs: number, forcedLayouts: number }} Recalcs
 * @typedef {Record<Bucket, number> & { total: number, scripts: Record<string, number>,
 *   causes: Record<string, number>, recalcs: Recalcs, forcedBy: Record<string, number>, workers: number,
 *   workerFrames: number, whileDrawing: number, totals?: number[] }}
 *   MainThreadTime  milliseconds per bucket; JavaScript milliseconds per script and per cause; counts of style
 *   recalculations and layouts, and of those forced from a script, by script; `workers`: milliseconds the
 *   page's dedicated workers were busy, `workerFrames` the animation frames they drew, `whileDrawing` the
 *   main thread's task time from the first of those frames on (while a worker draws, the main thread runs
 *   one or two short tasks per frame besides the page's own); for a median over traces, `totals`: each
 *   trace's total, in the order taken (turn by turn, so two targets' traces pair up)
 */

/** What started a task's JavaScript, by the outermost event of the task (an unlisted one goes by its name). */
const CAUSES = /** @type {Record<string, string>} */ ({
  EvaluateScript: "script evaluation",
  "v8.compile": "script evaluation",
  "v8.evaluateModule": "script evaluation",
  CompileScript: "script evaluation",
  ParseHTML: "script evaluation",
  TimerFire: "timer",
  FireIdleCallback: "idle callback",
  FireAnimationFrame: "animation frame",
  RunMicrotasks: "microtasks",
  FunctionCall: "callback (message channel, promise, observer)",
  HandlePostMessage: "callback (message channel, promise, observer)",
  "v8.callFunction": "callback (message channel, promise, observer)",
  "Receive mojo message": "message from the browser process",
  "SimpleWatcher::OnHandleReady": "message from the browser process",
});

/**
 * A script's name for the tables: a chunk by its file name, anything else by its path; "(none)" for
 * JavaScript the trace ties to no script (V8's own work between tasks).
 * @param {string | undefined} url
 */
export const scriptName = (url) => {
  if (!url) return "(none)";
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith("/_next/static/chunks/")
      ? pathname.slice("/_next/static/chunks/".length)
      : pathname;
  } catch {
    return url;
  }
};

/** @type {Map<string, keyof typeof BUCKETS>} */
const bucketOf = new Map(
  Object.entries(BUCKETS).flatMap(([bucket, names]) =>
    names.map((name) => [name, /** @type {keyof typeof BUCKETS} */ (bucket)]),
  ),
);

export const BUCKET_LABELS = /** @type {const} */ ({
  scriptEvaluation: "Script evaluation (compile, chunk top level)",
  otherScript: "Other JavaScript (module init, RSC decoding, hydration, effects)",
  style: "Style",
  layout: "Layout",
  parseHtml: "HTML parsing",
  paint: "Paint and compositing",
  gc: "Garbage collection",
  other: "Other (navigation, loading, task overhead)",
});

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, beginData?: { url?: string }, data?: { url?: string, type?: string } } }} TraceEvent
 */

/** The trace events that are one task of the thread. */
export const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** @param {TraceEvent} event  0 for a task, 1 for an event with a bucket, 2 for any other */
const nesting = (event) => (TASKS.has(event.name) ? 0 : bucketOf.has(event.name) ? 1 : 2);

/**
 * What the page's dedicated workers (the particles' among them) did from `start`: `busy`, the milliseconds
 * they spent in tasks, on their own threads beside the main thread (but on a machine with two cores a busy
 * worker is time the main thread's tasks wait for a core, which their durations include); `frames`, the
 * animation frames they drew; `firstFrame`, when the first began (trace µs), undefined if none.
 * @param {TraceEvent[]} events @param {Map<string, string>} names  thread names by "pid:tid"
 * @param {number} pid  the page's renderer process @param {number} start
 */
function workerActivity(events, names, pid, start) {
  /** @type {Map<number, number>} the end of the last outermost task counted, per thread */
  const counted = new Map();
  let busy = 0;
  const inWorkers = events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.pid === pid &&
        e.ts >= start &&
        names.get(`${e.pid}:${e.tid}`) === "DedicatedWorker thread",
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const task of inWorkers.filter((e) => TASKS.has(e.name))) {
    // A task inside another (Chromium traces both RunTask and ThreadControllerImpl::RunTask) counts once.
    if (task.ts < (counted.get(task.tid) ?? -Infinity)) continue;
    counted.set(task.tid, task.ts + (task.dur ?? 0));
    busy += (task.dur ?? 0) / 1000;
  }
  const frames = inWorkers.filter((e) => e.name === "FireAnimationFrame");
  return { busy, frames: frames.length, firstFrame: frames[0]?.ts };
}

/** A trace that did not record the page's load: taken again rather than read (`traceAgainIfIncomplete`). */
export class IncompleteTrace extends Error {}

/**
 * Self time per bucket on the renderer main thread that parsed `url`, from navigation start to the end of
 * the trace.
 * @param {TraceEvent[]} events
 * @param {string} url
 * @returns {MainThreadTime}
 */
export function mainThreadTime(events, url) {
  const names = new Map();
  for (const e of events) if (e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      e.args?.beginData?.url?.startsWith(url) &&
      names.get(`${e.pid}:${e.tid}`) === "CrRendererMain",
  );
  if (!parse) throw new IncompleteTrace(`no HTML parsing of ${url} in the trace`);
  const thread = `${parse.pid}:${parse.tid}`;
  const start = Math.min(
    ...events
      .filter((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === thread)
      .map((e) => e.ts)
      .filter((ts) => ts <= parse.ts),
    parse.ts,
  );
  const workers = workerActivity(events, names, parse.pid, start);
  const complete = events
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === thread && e.ts >= start && (e.dur ?? 0) > 0)
    // Outer events first; of events that start and end together, a task encloses a bucketed event, which
    // encloses the rest (so V8's own event inside a script's evaluation counts as that evaluation).
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || nesting(a) - nesting(b));
  /** @type {MainThreadTime} */
  const time = {
    scriptEvaluation: 0,
    otherScript: 0,
    style: 0,
    layout: 0,
    parseHtml: 0,
    paint: 0,
    gc: 0,
    other: 0,
    total: 0,
    scripts: {},
    causes: {},
    recalcs: { styleRecalcs: 0, layouts: 0, forcedStyleRecalcs: 0, forcedLayouts: 0 },
    forcedBy: {},
    workers: workers.busy,
    workerFrames: workers.frames,
    whileDrawing: 0,
  };
  const add = (/** @type {Record<string, number>} */ table, /** @type {string} */ key, value = 1) => {
    table[key] = (table[key] ?? 0) + value;
  };
  /**
   * @typedef {{ end: number, bucket: Bucket | null, javascript: boolean, self: number, url?: string,
   *   cause?: string }} Frame  `url`: the script the event runs in, its own or its caller's; `cause`: what
   *   started the task's JavaScript, from the outermost event below the task
   */
  /** @type {Frame[]} */
  const stack = [];
  const isScript = (/** @type {Bucket | null} */ bucket) =>
    bucket === "scriptEvaluation" || bucket === "otherScript";
  const close = () => {
    const done = stack.pop();
    if (!done) return;
    // Time under an event no bucket knows goes to the nearest enclosing event that has a bucket.
    const owner =
      done.bucket ??
      stack.findLast((frame) => frame.bucket)?.bucket ??
      (done.javascript ? "otherScript" : "other");
    time[owner] += done.self / 1000;
    if (isScript(owner) && done.self > 0) {
      add(time.scripts, scriptName(done.url), done.self / 1000);
      add(time.causes, done.cause ?? "(none)", done.self / 1000);
    }
  };
  for (const event of complete) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close();
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur ?? 0;
    else if (TASKS.has(event.name)) {
      time.total += (event.dur ?? 0) / 1000;
      if (event.ts >= (workers.firstFrame ?? Infinity)) time.whileDrawing += (event.dur ?? 0) / 1000;
    }
    const bucket = bucketOf.get(event.name) ?? null;
    const javascript = JAVASCRIPT.test(event.name) || isScript(bucket);
    // Forced: a style recalculation or layout that a running script asked for, not the frame's own.
    if (event.name === "UpdateLayoutTree" || event.name === "Layout") {
      const caller = stack.findLast((frame) => frame.javascript);
      const style = event.name === "UpdateLayoutTree";
      time.recalcs[style ? "styleRecalcs" : "layouts"] += 1;
      if (caller) {
        time.recalcs[style ? "forcedStyleRecalcs" : "forcedLayouts"] += 1;
        add(time.forcedBy, `${style ? "style" : "layout"}: ${scriptName(caller.url)}`);
      }
    }
    const type = event.args?.data?.type;
    const ownCause =
      event.name === "EventDispatch" && type ? `event: ${type}` : (CAUSES[event.name] ?? event.name);
    stack.push({
      end,
      bucket,
      javascript,
      self: event.dur ?? 0,
      url: event.args?.data?.url || parent?.url,
      cause: parent?.cause ?? (TASKS.has(event.name) ? undefined : ownCause),
    });
  }
  while (stack.length > 0) close();
  return time;
}

/**
 * A Chromium page as a phone (412×823) with its CPU slowed CPU_SLOWDOWN×, and a CDP session on it; close
 * the browser when done.
 */
export async function openSlowPhone() {
  // Imported here, so the unit test of mainThreadTime loads no browser driver.
  const { chromium } = await import("@playwright/test");
  const { CHROME_FLAGS, resolveChromePath } = await import("../tools/local/browser.mjs");
  const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { browser, page, cdp };
}

/**
 * Loads `url` in Chromium as a phone (412×823), CPU slowed CPU_SLOWDOWN×, tracing from before the request
 * until AFTER_LOAD_MS after `load`; returns the main thread's time per bucket.
 * @param {string} url
 * @returns {Promise<MainThreadTime>}
 */
export async function traceMainThread(url) {
  const { browser, page, cdp } = await openSlowPhone();
  try {
    /** @type {TraceEvent[]} */
    const events = await recordTrace(
      cdp,
      [
        "toplevel",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
        "v8.execute",
        "blink.user_timing",
        "loading",
        "__metadata",
      ],
      async () => {
        await page.goto(url, { waitUntil: "load" });
        await page.waitForTimeout(AFTER_LOAD_MS);
      },
    );
    return mainThreadTime(events, url);
  } finally {
    await browser.close();
  }
}

/** @type {string[]} Traces that recorded no load of their page and were taken again, as "url: reason". */
export const repeatedTraces = [];

/**
 * `trace(url)`, taken again (up to `attempts` in all) when the trace recorded no load of the page: once in
 * a 245-trace run, Chromium's trace held no HTML parsing of the page, and the whole run stopped at its end.
 * Any other error stops the run.
 * @param {string} url
 * @returns {Promise<MainThreadTime>}
 */
export async function traceAgainIfIncomplete(url, trace = traceMainThread, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await trace(url);
    } catch (error) {
      if (!(error instanceof IncompleteTrace) || attempt >= attempts) throw error;
      repeatedTraces.push(`${url}: ${error.message}`);
    }
  }
}

/**
 * The median of `runs` traces, bucket by bucket.
 * @param {string} url
 * @param {number} runs
 */
export async function medianMainThread(url, runs = 3) {
  /** @type {MainThreadTime[]} */
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await traceAgainIfIncomplete(url));
  return medianOf(all);
}

/**
 * `runs` traces of each target, taken in turns (A, B, C, A, B, C…) as the bench's Lighthouse runs are, so a
 * change in the machine's load reaches every target alike; the median of each, by key.
 * @param {{ key: string, url: string }[]} targets
 * @returns {Promise<Map<string, MainThreadTime>>}
 */
export async function mainThreadInTurns(targets, runs = TRACES) {
  /** @type {Map<string, MainThreadTime[]>} */
  const all = new Map(targets.map(({ key }) => [key, []]));
  for (let round = 0; round < runs; round++)
    for (const { key, url } of targets) all.get(key)?.push(await traceAgainIfIncomplete(url));
  return new Map([...all].map(([key, traces]) => [key, medianOf(traces)]));
}

/**
 * Each figure's median over several traces: a script, cause or forcing script missing from a trace counts 0
 * there.
 * @param {MainThreadTime[]} all
 * @returns {MainThreadTime}
 */
export function medianOf(all) {
  /** @param {Record<string, number>[]} tables */
  const mediansOf = (tables) =>
    Object.fromEntries(
      [...new Set(tables.flatMap((table) => Object.keys(table)))].map((key) => [
        key,
        median(tables.map((table) => table[key] ?? 0)),
      ]),
    );
  const numbers = /** @type {(Bucket | "total")[]} */ ([...Object.keys(BUCKET_LABELS), "total"]);
  return /** @type {MainThreadTime} */ ({
    ...Object.fromEntries(numbers.map((key) => [key, median(all.map((t) => t[key]))])),
    scripts: mediansOf(all.map((t) => t.scripts)),
    causes: mediansOf(all.map((t) => t.causes)),
    recalcs: /** @type {Recalcs} */ (mediansOf(all.map((t) => t.recalcs))),
    forcedBy: mediansOf(all.map((t) => t.forcedBy)),
    workers: median(all.map((t) => t.workers)),
    workerFrames: median(all.map((t) => t.workerFrames)),
    whileDrawing: median(all.map((t) => t.whileDrawing)),
    totals: all.map((t) => t.total),
  });
}
