// @ts-check
// Where a page's main-thread time goes while it loads, read from a Chromium performance trace with the CPU
// slowed 4× (as Lighthouse's mobile preset does): script evaluation, the rest of the JavaScript (Turbopack
// initialising modules, React decoding the inline RSC payload, hydration, effects), style, layout, HTML
// parsing, paint and GC. Each trace event counts only its self time, so a layout forced from a script is
// layout, not script. Chromium's trace has no event that tells RSC decoding from hydration: both run inside
// the same callbacks, so they share a column.
import { median } from "./stats.mjs";
import { recordTrace } from "./trace.mjs";

/** How long after `load` the trace goes on: hydration and the first effects at 4× slower CPU. */
const AFTER_LOAD_MS = 1500;
export const CPU_SLOWDOWN = 4;

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
/** @typedef {Record<Bucket, number> & { total: number }} MainThreadTime  milliseconds per bucket */

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
 *   args?: { name?: string, beginData?: { url?: string }, data?: { url?: string } } }} TraceEvent
 */

/** The trace events that are one task of the thread. */
export const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** @param {TraceEvent} event  0 for a task, 1 for an event with a bucket, 2 for any other */
const nesting = (event) => (TASKS.has(event.name) ? 0 : bucketOf.has(event.name) ? 1 : 2);

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
  if (!parse) throw new Error(`no HTML parsing of ${url} in the trace`);
  const thread = `${parse.pid}:${parse.tid}`;
  const start = Math.min(
    ...events
      .filter((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === thread)
      .map((e) => e.ts)
      .filter((ts) => ts <= parse.ts),
    parse.ts,
  );
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
  };
  /** @type {{ end: number, bucket: Bucket | null, javascript: boolean, self: number }[]} */
  const stack = [];
  const close = () => {
    const done = stack.pop();
    if (!done) return;
    // Time under an event no bucket knows goes to the nearest enclosing event that has a bucket.
    const owner =
      done.bucket ??
      stack.findLast((frame) => frame.bucket)?.bucket ??
      (done.javascript ? "otherScript" : "other");
    time[owner] += done.self / 1000;
  };
  for (const event of complete) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close();
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur ?? 0;
    else if (TASKS.has(event.name)) time.total += (event.dur ?? 0) / 1000;
    stack.push({
      end,
      bucket: bucketOf.get(event.name) ?? null,
      javascript: JAVASCRIPT.test(event.name),
      self: event.dur ?? 0,
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

/**
 * The median of `runs` traces, bucket by bucket.
 * @param {string} url
 * @param {number} runs
 */
export async function medianMainThread(url, runs = 3) {
  /** @type {MainThreadTime[]} */
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await traceMainThread(url));
  const keys = /** @type {(keyof MainThreadTime)[]} */ (Object.keys(all[0] ?? {}));
  return /** @type {MainThreadTime} */ (
    Object.fromEntries(keys.map((key) => [key, median(all.map((t) => t[key]))]))
  );
}
