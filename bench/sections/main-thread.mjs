// @ts-check
// The report's one main-thread diagnostic: each page's main-thread time while it loads, by script and by style and
// layout, beside its content floor's, from Chromium traces of a phone with the CPU slowed 4×. Ratios are reported,
// not judged; the style passes that touch a quarter of the page's elements or more are counted (#81).
import { median, pairedInterval } from "../stats.mjs";

const AFTER_LOAD_MS = 1500;
export const CPU_SLOWDOWN = 4;

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { name?: string, elementCount?: number, beginData?: { url?: string }, data?: { url?: string } } }} TraceEvent
 * @typedef {{ total: number, scripts: Record<string, number>, parse: number, style: number, layout: number,
 *   passes: number[], elements?: number }} MainThreadTime  milliseconds: the main thread's tasks, the JavaScript
 *   self time of each script, HTML parsing's self time, the time spent matching styles and laying out; each style pass's element count, in order, and the
 *   page's elements once loaded
 * @typedef {import("../run.mjs").Bench} Bench
 */

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** JavaScript: a script's evaluation, the callbacks that run scripts, and V8's own events inside them. */
const JAVASCRIPT = new Set([
  "EvaluateScript",
  "CompileScript",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
  "FireIdleCallback",
  "FireAnimationFrame",
]);
const isJavaScript = (/** @type {string} */ name) => JAVASCRIPT.has(name) || /^v8\./i.test(name);
/** A style pass (its element count in its arguments), and a layout: Blink's names in the trace. */
const STYLE = new Set(["UpdateLayoutTree", "RecalculateStyles"]);
const LAYOUT = "Layout";

/**
 * The style passes of a trace that touched at least a quarter of the page's elements: each is the page styled
 * again nearly whole, not a part of it.
 * @param {MainThreadTime} time
 */
export const wideRestyles = (time) =>
  time.elements ? time.passes.filter((count) => count * 4 >= (time.elements ?? 0)) : [];

/** Of events that start and end together, a task encloses JavaScript, which encloses the rest. */
const nesting = (/** @type {TraceEvent} */ e) => (TASKS.has(e.name) ? 0 : isJavaScript(e.name) ? 1 : 2);

/**
 * A chunk by its file name, anything else by its path; "(none)" for JavaScript tied to no script.
 * @param {string | undefined} url
 */
export function scriptName(url) {
  if (!url) return "(none)";
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/_next\/static\/chunks\//, "");
  } catch {
    return url;
  }
}

/** A trace that did not record the page's load: taken again rather than read. */
export class IncompleteTrace extends Error {}

/**
 * The main thread that parsed `url`: its events from navigation start, longest first of those that start together
 * (a task before what it encloses).
 * @param {TraceEvent[]} events @param {string} url
 */
function pageThread(events, url) {
  const names = new Map();
  for (const e of events) if (e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const threadOf = (/** @type {TraceEvent} */ e) => `${e.pid}:${e.tid}`;
  const parse = events.find(
    (e) =>
      e.name === "ParseHTML" &&
      e.args?.beginData?.url?.startsWith(url) &&
      names.get(threadOf(e)) === "CrRendererMain",
  );
  if (!parse) throw new IncompleteTrace(`no HTML parsing of ${url} in the trace`);
  const thread = threadOf(parse);
  const navigations = events.filter(
    (e) => e.name === "navigationStart" && threadOf(e) === thread && e.ts <= parse.ts,
  );
  const start = Math.min(parse.ts, ...navigations.map((e) => e.ts));
  const complete = events
    .filter((e) => e.ph === "X" && threadOf(e) === thread && e.ts >= start && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || nesting(a) - nesting(b));
  return complete;
}

/**
 * Walks a thread's events, sorted as pageThread sorts them, in nesting order: `visit` gets each event with its
 * self time (µs, less what it encloses), the script URL it runs in (its own or its caller's) and the task it is in.
 * @param {TraceEvent[]} complete
 * @param {(event: TraceEvent, self: number, url: string | undefined, task: TraceEvent | undefined) => void} visit
 */
function walkNested(complete, visit) {
  /** @type {{ event: TraceEvent, end: number, self: number, url?: string }[]} */
  const stack = [];
  const close = () => {
    const done = stack.pop();
    if (done) visit(done.event, done.self, done.url, stack[0]?.event ?? done.event);
  };
  for (const event of complete) {
    const dur = event.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close();
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    stack.push({ event, end: event.ts + dur, self: dur, url: event.args?.data?.url || parent?.url });
  }
  while (stack.length > 0) close();
}

/**
 * The main thread that parsed `url`, from navigation start: task time, and each script's JavaScript self time
 * (less its children's, in the script it or its caller runs in).
 * @param {TraceEvent[]} events @param {string} url @returns {MainThreadTime}
 */
export function mainThreadTime(events, url) {
  const complete = pageThread(events, url);
  /** @type {MainThreadTime} */
  const time = { total: 0, scripts: {}, parse: 0, style: 0, layout: 0, passes: [] };
  // The passes in the order they ran.
  for (const event of complete)
    if (STYLE.has(event.name) && (event.args?.elementCount ?? 0) > 0)
      time.passes.push(event.args?.elementCount ?? 0);
  walkNested(complete, (event, self, url, task) => {
    const dur = (event.dur ?? 0) / 1000;
    if (event === task && TASKS.has(event.name)) time.total += dur;
    if (STYLE.has(event.name)) time.style += dur;
    else if (event.name === LAYOUT) time.layout += dur;
    if (self <= 0) return;
    if (event.name === "ParseHTML") time.parse += self / 1000;
    if (!isJavaScript(event.name)) return;
    const script = scriptName(url);
    time.scripts[script] = (time.scripts[script] ?? 0) + self / 1000;
  });
  return time;
}

/** Blink's events for painting and handing frames to the compositor. */
const PAINT = new Set([
  "Paint",
  "PrePaint",
  "Layerize",
  "Commit",
  "UpdateLayer",
  "PaintImage",
  "Decode Image",
]);
/** What the task's own time, outside any event it encloses, is called in the causes. */
export const TASK_ITSELF = "(the task itself)";

/**
 * What an event's self time is charged to in a long task: JavaScript by its script ("script a1.js"), garbage
 * collection, HTML parsing, style, layout, paint, the task's own untraced time, else the event's own name.
 * @param {TraceEvent} event @param {string | undefined} url
 */
function causeOf(event, url) {
  const { name } = event;
  if (TASKS.has(name)) return TASK_ITSELF;
  if (/GC/.test(name)) return "GC";
  if (isJavaScript(name)) return `script ${scriptName(url)}`;
  if (name === "ParseHTML") return "parse HTML";
  if (STYLE.has(name)) return "style";
  if (name === LAYOUT) return "layout";
  if (PAINT.has(name)) return "paint";
  return name;
}

/**
 * @typedef {{ start: number, duration: number, laidOut: boolean, causes: Map<string, number> }} Task  a top-level
 *   task of the page's main thread, in ms of the trace's clock: when it started, how long it took, whether it laid
 *   out (Lantern slows such a task less), and its time by what ran in it (causeOf), adding up to its length
 */

/**
 * The tasks of the main thread that parsed `url`, from navigation start, each with what its time went to.
 * @param {TraceEvent[]} events @param {string} url @returns {Task[]}
 */
export function tasksOf(events, url) {
  /** @type {Map<TraceEvent, Task>} */
  const tasks = new Map();
  walkNested(pageThread(events, url), (event, self, scriptUrl, top) => {
    if (!top || !TASKS.has(top.name)) return;
    const task = tasks.get(top) ?? {
      start: top.ts / 1000,
      duration: (top.dur ?? 0) / 1000,
      laidOut: false,
      causes: new Map(),
    };
    tasks.set(top, task);
    if (event.name === LAYOUT) task.laidOut = true;
    if (self <= 0) return;
    const cause = causeOf(event, scriptUrl);
    task.causes.set(cause, (task.causes.get(cause) ?? 0) + self / 1000);
  });
  return [...tasks.values()].sort((a, b) => a.start - b.start);
}

/**
 * Loads `url` as a phone with the CPU slowed, traced until AFTER_LOAD_MS after `load`; a trace with no load of
 * the page (once in 245) is taken again, twice at most.
 * @param {string} url @param {string[]} repeated  where such traces are listed
 * @returns {Promise<MainThreadTime>}
 */
export async function traceMainThread(url, repeated, attempts = 3) {
  // Imported here, so the unit test of mainThreadTime loads no browser driver.
  const { chromium } = await import("@playwright/test");
  const { CHROME_FLAGS, resolveChromePath } = await import("../../tools/local/browser.mjs");
  const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    /** @type {TraceEvent[]} */
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (value))),
    );
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    const categories = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8"];
    await cdp.send("Tracing.start", {
      traceConfig: { includedCategories: [...categories, "loading", "__metadata"] },
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    await cdp.send("Tracing.end");
    await done;
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    return { ...mainThreadTime(events, url), elements };
  } catch (error) {
    if (!(error instanceof IncompleteTrace) || attempts <= 1) throw error;
    repeated.push(`${url}: ${error.message}`);
    return traceMainThread(url, repeated, attempts - 1);
  } finally {
    await browser.close();
  }
}

/** @param {Bench} bench @returns {Promise<string[]>} the section's lines */
export async function mainThreadSection({ pages, traces }) {
  const columns = pages.flatMap(({ path, url, contentFloorUrl }) => [
    { label: path, url },
    { label: `${path}: content floor`, url: contentFloorUrl },
  ]);
  /** @type {string[]} */
  const repeated = [];
  /** @type {MainThreadTime[][]} each column's traces, in turn order */
  const all = columns.map(() => []);
  for (let round = 0; round < traces; round++)
    for (const [index, { url }] of columns.entries()) all[index]?.push(await traceMainThread(url, repeated));
  const totals = all.map((of) => of.map((time) => time.total));
  const styleAndLayout = all.map((of) => of.map((time) => time.style + time.layout));
  const round = (/** @type {number} */ value, digits = 0) => Number(value.toFixed(digits));
  const scriptMs = (/** @type {number} */ index, /** @type {string} */ script) =>
    median((all[index] ?? []).map((time) => time.scripts[script] ?? 0));
  const scripts = [...new Set(all.flat().flatMap((time) => Object.keys(time.scripts)))]
    .map((script) => ({ script, most: Math.max(...columns.map((_, index) => scriptMs(index, script))) }))
    .sort((a, b) => b.most - a.most)
    .slice(0, 12);
  const ratio = (/** @type {number[][]} */ of, /** @type {number} */ index) => {
    if (index % 2 === 1) return "1";
    const { value, low, high } = pairedInterval(of[index] ?? [], of[index + 1] ?? [], (p, f) => p / f);
    return `${round(value, 2)} (${round(low, 2)} to ${round(high, 2)})`;
  };
  const medianOf = (/** @type {(time: MainThreadTime) => number} */ read) =>
    all.map((of) => round(median(of.map(read)), 1)).join(" | ");
  // Each trace's wide passes by their element counts; the most any trace had, with that trace's counts.
  const wide = all.map((of) => {
    const most = of.map(wideRestyles).reduce((a, b) => (b.length > a.length ? b : a), []);
    return most.length ? `${most.length} (${most.join(", ")})` : "0";
  });
  return [
    `## Main thread while loading (diagnostic; phone, CPU ${CPU_SLOWDOWN}× slower, median of ${traces} traces, ms)`,
    "",
    `Each page and its content floor traced in turns, from navigation start to ${AFTER_LOAD_MS / 1000} s after \`load\`: the main thread's task time (lowest–highest trace), its ratio to the content floor's (95 % interval; reported, not a target); style and layout time and their ratio to the floor's; the style passes, and those that touched a quarter of the page's elements or more (#81's target: at most one); and the JavaScript self time of the 12 costliest scripts (a chunk by its file name).`,
    "",
    ...(repeated.length > 0
      ? [`Traces that recorded no load of their page and were taken again: ${repeated.join("; ")}.`, ""]
      : []),
    `| | ${columns.map(({ label }) => label).join(" | ")} |`,
    `| --- | ${columns.map(() => "---:").join(" | ")} |`,
    `| Total | ${totals.map((of) => `${round(median(of))} (${round(Math.min(...of))}–${round(Math.max(...of))})`).join(" | ")} |`,
    `| × content floor | ${columns.map((_, index) => ratio(totals, index)).join(" | ")} |`,
    `| Script (all) | ${medianOf((time) => Object.values(time.scripts).reduce((a, b) => a + b, 0))} |`,
    `| HTML parsing | ${medianOf((time) => time.parse)} |`,
    `| Style | ${medianOf((time) => time.style)} |`,
    `| Layout | ${medianOf((time) => time.layout)} |`,
    `| Style + layout × content floor | ${columns.map((_, index) => ratio(styleAndLayout, index)).join(" | ")} |`,
    `| Style passes | ${medianOf((time) => time.passes.length)} |`,
    `| Wide style passes, most in a trace (elements) | ${wide.join(" | ")} |`,
    `| Elements | ${medianOf((time) => time.elements ?? 0)} |`,
    ...scripts.map(
      ({ script }) =>
        `| ${script} | ${columns.map((_, index) => round(scriptMs(index, script))).join(" | ")} |`,
    ),
    "",
  ];
}
