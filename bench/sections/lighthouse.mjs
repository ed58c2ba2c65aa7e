// @ts-check
// The report's Lighthouse section: each page against the bare floor (#14) and its content floor (#36, #81), mobile,
// simulated and applied throttling, runs in turns (A, B, C, A, B, C…) so the machine's load reaches all alike.
import { runLighthouse, runLighthouseTraced } from "../../tools/local/lighthouse.mjs";
import { median, pairedInterval } from "../stats.mjs";
import { IncompleteTrace, TASK_ITSELF, tasksOf } from "./main-thread.mjs";
import {
  ONE_STYLE_PASS,
  contentFloorVerdicts,
  oneStylePassVerdicts,
  targetRow,
  targetsFrom,
} from "../targets.mjs";

/**
 * @typedef {{ score: number, lcp: number, tbt: number, cls: number, fcp: number, si: number,
 *   work: Record<string, number>, causes: Record<string, number> }} Run
 *   `work`: main-thread ms by cause (Lighthouse's groups); `causes`: TBT by what ran in the long tasks
 *   (blockingByCause, from the trace Lighthouse measured)
 * @typedef {{ key: string, url: string }} Target
 * @typedef {import("../run.mjs").Bench} Bench
 */

const METRICS = /** @type {const} */ ({
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcp: "first-contentful-paint",
  si: "speed-index",
});

/**
 * Main-thread ms by cause in a Lighthouse result (its audit "mainthread-work-breakdown").
 * @param {any} lhr @returns {Record<string, number>}
 */
function workByCause(lhr) {
  /** @type {{ group: string, duration: number }[]} */
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return Object.fromEntries(items.map(({ group, duration }) => [group, Math.round(duration)]));
}

/** @type {Run} what a target that keeps failing gives */
const NO_RUN = {
  score: NaN,
  lcp: NaN,
  tbt: NaN,
  cls: NaN,
  fcp: NaN,
  si: NaN,
  work: {},
  causes: {},
};

/** Lantern's slowdown for a task that lays out, as a share of the CPU's (its DEFAULT_LAYOUT_TASK_MULTIPLIER). */
const LAYOUT_SHARE = 0.5;
/** What TBT charges a long task with no match in the trace to. */
export const NOT_TRACED = "(not found in the trace)";

/**
 * What the total blocking time went to: each long task Lighthouse lists (audit "long-tasks": simulated timings when
 * the throttling is), its blocking time between first paint and interactive as TBT counts it, shared out among what
 * ran in it by self time. The task is found in the trace the run measured by its length: Lantern makes an observed
 * task the CPU slowdown times as long (half that for a task that laid out), rounded to the ms; applied, a task is
 * as long as it was. Sums by cause (tasksOf), in ms; none when the trace has no load of the page.
 * @param {any} lhr @param {any[]} traceEvents @param {string} url @param {"simulate" | "devtools"} throttling
 * @returns {Record<string, number>}
 */
export function blockingByCause(lhr, traceEvents, url, throttling) {
  /** @type {{ tasks?: { startTime: number, duration: number }[] }} */
  const { tasks: long = [] } = lhr.audits["long-tasks"]?.details?.debugData ?? {};
  const firstPaint = lhr.audits["first-contentful-paint"]?.numericValue;
  const interactive = lhr.audits.interactive?.numericValue;
  if (firstPaint === undefined || interactive === undefined) return {};
  let observed;
  try {
    observed = tasksOf(traceEvents, lhr.finalDisplayedUrl ?? url);
  } catch (error) {
    if (error instanceof IncompleteTrace) return {};
    throw error;
  }
  const slowdown =
    throttling === "simulate" ? (lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4) : 1;
  const asListed = (/** @type {import("./main-thread.mjs").Task} */ task) =>
    throttling === "simulate"
      ? Math.round(task.duration * slowdown * (task.laidOut ? LAYOUT_SHARE : 1))
      : Math.round(task.duration * 10) / 10;
  /** @type {Record<string, number>} */
  const blocking = {};
  const add = (/** @type {string} */ cause, /** @type {number} */ ms) => {
    blocking[cause] = (blocking[cause] ?? 0) + ms;
  };
  const unmatched = new Set(observed);
  for (const { startTime, duration } of long) {
    // TBT's own rule (Lantern's calculateTbtImpactForEvent): the task clipped to first paint and interactive.
    const clipped = Math.min(startTime + duration, interactive) - Math.max(startTime, firstPaint);
    if (clipped <= 50) continue;
    const task = [...unmatched].find((each) => Math.abs(asListed(each) - duration) < 0.05);
    if (!task) {
      add(NOT_TRACED, clipped - 50);
      continue;
    }
    unmatched.delete(task);
    for (const [cause, ms] of task.causes) add(cause, ((clipped - 50) * ms) / task.duration);
  }
  return Object.fromEntries(Object.entries(blocking).map(([cause, ms]) => [cause, Math.round(ms)]));
}

/**
 * One performance run; one with no metrics is repeated (twice at most) and listed in `failed`, never a 0. A
 * target that still has none gives a run of NaN, which the medians leave out, so one bad moment in a two-hour
 * run costs one measurement, not the report.
 * @param {string} url @param {"simulate" | "devtools"} throttling @param {string[]} failed
 * @returns {Promise<Run>}
 */
export async function performanceRun(url, throttling, failed) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, traceEvents } = await runLighthouseTraced(url, { categories: ["performance"], throttling });
    const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
    const score = lhr.categories.performance?.score;
    if (typeof score === "number" && value(METRICS.lcp) !== undefined) {
      const metric = (/** @type {keyof typeof METRICS} */ key, digits = 0) =>
        Number((value(METRICS[key]) ?? NaN).toFixed(digits));
      return {
        score: Math.round(score * 100),
        ...{ lcp: metric("lcp"), tbt: metric("tbt"), cls: metric("cls", 3), fcp: metric("fcp") },
        si: metric("si"),
        work: workByCause(lhr),
        causes: blockingByCause(lhr, traceEvents, url, throttling),
      };
    }
    const lcp = lhr.audits[METRICS.lcp];
    const reason =
      lhr.runtimeError?.code ??
      lcp?.errorMessage ??
      `no metrics (performance ${score}, LCP ${lcp?.scoreDisplayMode ?? "missing"}${lcp?.explanation ? `: ${lcp.explanation}` : ""})`;
    failed.push(`${url} ${throttling}: ${reason}${attempt === 3 ? ", given up" : ""}`);
    if (attempt === 3) return NO_RUN;
  }
}

/**
 * @param {Target[]} targets @param {"simulate" | "devtools"} throttling @param {number} rounds
 * @param {string[]} failed
 */
export async function inTurns(targets, throttling, rounds, failed) {
  /** @type {Map<string, Run[]>} */
  const runs = new Map(targets.map(({ key }) => [key, []]));
  for (let round = 0; round < rounds; round++) {
    console.error(`▶ Lighthouse (${throttling}), turn ${round + 1} of ${rounds}: ${targets.length} targets`);
    for (const { key, url } of targets) runs.get(key)?.push(await performanceRun(url, throttling, failed));
  }
  return runs;
}

/** @typedef {Exclude<keyof Run, "work" | "causes">} Metric */

/** Lighthouse's main-thread groups, in the order the tables show them. */
export const CAUSES = {
  scriptEvaluation: "script",
  scriptParseCompile: "compile",
  styleLayout: "style & layout",
  paintCompositeRender: "paint",
  parseHTML: "parse",
  other: "other",
};

/** The median ms of each cause over a target's runs, in CAUSES' order; a run with no metrics is left out. @param {Run[]} of */
export const workByCauseOf = (of) =>
  Object.keys(CAUSES).map((cause) =>
    median(of.map((run) => (Number.isNaN(run.score) ? NaN : (run.work[cause] ?? 0)))),
  );

/** @param {Run[]} runs @param {Metric} metric */
export const medianOf = (runs, metric) => median(runs.map((run) => run[metric]));
/** @param {Run[]} runs @param {Metric} metric  "median (lowest–highest)" */
const cell = (runs, metric) => {
  const values = runs.map((run) => run[metric]).filter(Number.isFinite);
  return `${medianOf(runs, metric)} (${Math.min(...values)}–${Math.max(...values)})`;
};
/** @param {{ value: number, low: number, high: number }} interval */
export const withInterval = ({ value, low, high }) =>
  `${Math.round(value)} (${Math.round(low)} to ${Math.round(high)})`;

/** How many causes a blocking cell names. */
const BLOCKING_SHOWN = 6;

/**
 * The median blocking ms of each cause over the runs (0 in a run that had none), largest first: "name ms, …", or
 * "none" when no long task blocked. Runs with no metrics are left out.
 * @param {Run[]} runs
 */
export function blockingCell(runs) {
  const measured = runs.filter((run) => !Number.isNaN(run.score));
  const names = new Set(measured.flatMap((run) => Object.keys(run.causes)));
  const rows = [...names]
    .map((name) => /** @type {const} */ ([name, median(measured.map((run) => run.causes[name] ?? 0))]))
    .filter(([, ms]) => ms >= 1)
    .sort(([, a], [, b]) => b - a)
    .slice(0, BLOCKING_SHOWN);
  return rows.length ? rows.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(", ") : "none";
}

/** @param {Bench} bench @returns {Promise<string[]>} the section's lines */
export async function lighthouseSection({ pages, floorUrl, runs, appliedRuns }) {
  const floorKey = "floor page";
  const contentKey = (/** @type {string} */ path) => `${path}: content floor`;
  const pageTargets = pages.flatMap(({ path, url, contentFloorUrl }) => [
    { key: path, url },
    { key: contentKey(path), url: contentFloorUrl },
  ]);
  /** @type {string[]} */
  const failed = [];
  // One discarded run each first: the first runs after a build meet a cold server.
  for (const { url } of [...pageTargets, { url: floorUrl }])
    await runLighthouse(url, { categories: ["performance"] });
  const simulated = await inTurns(
    [...pageTargets, { key: floorKey, url: floorUrl }],
    "simulate",
    runs,
    failed,
  );
  const applied = await inTurns(pageTargets, "devtools", appliedRuns, failed);
  const series = (/** @type {Map<string, Run[]>} */ all, /** @type {string} */ key) => all.get(key) ?? [];
  // BENCH_APPLIED_RUNS=0: the simulated runs alone, for a quicker look.
  const modes = /** @type {[string, Map<string, Run[]>][]} */ ([
    ["simulated", simulated],
    ...(appliedRuns > 0 ? [["applied", applied]] : []),
  ]);

  const lines = [
    "## Lighthouse (mobile)",
    "",
    `Median (lowest–highest) of ${runs} runs with Lantern's simulated throttling, taken in turns with the floors': the bare floor page (\`bench/floor.mjs\`, a static Next.js page with the site's compile hint and no client component, CSS file or font) and each page's content floor (that page's markup as plain server components with the site's stylesheet and font, no client component).`,
    "",
    "| Page | Performance | LCP ms | TBT ms | CLS | FCP ms | SI ms |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...[floorKey, ...pageTargets.map(({ key }) => key)].map((key) => {
      const of = series(simulated, key);
      return `| ${key} | ${["score", "lcp", "tbt", "cls", "fcp", "si"].map((m) => cell(of, /** @type {Metric} */ (m))).join(" | ")} |`;
    }),
    "",
  ];
  if (failed.length > 0)
    lines.push(`Runs that returned no metrics and were repeated: ${failed.join("; ")}.`, "");
  // Where the main thread's time goes, as PageSpeed Insights shows an owner: a page beside its content floor.
  lines.push(
    "### Main thread by cause",
    "",
    `Median ms of Lighthouse's main-thread breakdown (\`mainthread-work-breakdown\`), simulated throttling (${runs} runs) and applied (${appliedRuns}).`,
    "",
    `| Page | Throttling | ${Object.values(CAUSES).join(" | ")} |`,
    `| --- | --- | ${Object.values(CAUSES)
      .map(() => "---:")
      .join(" | ")} |`,
    ...pageTargets.flatMap(({ key }) =>
      modes.map(([mode, all]) => `| ${key} | ${mode} | ${workByCauseOf(series(all, key)).join(" | ")} |`),
    ),
    "",
  );

  lines.push(
    "### What the blocking time went to (simulated)",
    "",
    `Median ms of TBT by what ran in the long tasks (\`blockingByCause\`), over the ${runs} simulated runs: each long task's blocking time between first paint and interactive, as TBT counts it, shared out by self time in the task the run's own trace shows: a script by its chunk, "parse HTML", "style", "layout", "paint", "GC", "${TASK_ITSELF}" for time no traced event covers, else the trace event's name; "${NOT_TRACED}" when no task of the trace has the listed length. The ${BLOCKING_SHOWN} largest each.`,
    "",
    "| Page | The page's long tasks | Its content floor's |",
    "| --- | --- | --- |",
    ...pages.map(
      ({ path }) =>
        `| ${path} | ${blockingCell(series(simulated, path))} | ${blockingCell(series(simulated, contentKey(path)))} |`,
    ),
    "",
  );

  const medians = (/** @type {Run[]} */ of) => ({
    score: medianOf(of, "score"),
    tbt: medianOf(of, "tbt"),
    lcp: medianOf(of, "lcp"),
  });
  const targets = targetsFrom(medians(series(simulated, floorKey)));
  lines.push(
    "### Against the floor page (#14)",
    "",
    `Targets: performance at least the floor's − 1 (${targets.score}), TBT at most the floor's + 40 ms (${targets.tbt}), LCP at most the floor's + 400 ms (${targets.lcp}).`,
    "",
    "| Page | Performance | TBT ms | LCP ms |",
    "| --- | --- | --- | --- |",
    ...pages.map(({ path }) => targetRow(path, medians(series(simulated, path)), targets)),
    "",
    "### Against each page's content floor (#36)",
    "",
    `Targets: TBT at most the content floor's + 20 ms, performance at least the floor's. In brackets, the 95 % interval of TBT's difference from the floor's, from resampling the turns with each turn's page and floor kept together: a target inside it is one this run cannot tell met from missed ("within noise"). Simulated: Lantern replays each task's wall time on this machine × 4, so on two cores a task kept waiting by another thread counts as long. Applied (${appliedRuns} runs in turns): DevTools throttles the load itself, and each task takes its own time at 4×, as on a slow phone.`,
    "",
    "| Page | Throttling | TBT ms | TBT − the floor's | Performance (floor's) | Targets met |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  for (const { path } of pages)
    for (const [throttling, all] of modes) {
      const page = series(all, path);
      const floor = series(all, contentKey(path));
      const tbts = (/** @type {Run[]} */ of) => of.map((run) => run.tbt);
      const tbtOver = pairedInterval(tbts(page), tbts(floor), (p, f) => p - f);
      const [score, floorScore] = [medianOf(page, "score"), medianOf(floor, "score")];
      lines.push(
        `| ${path} | ${throttling} | ${medianOf(page, "tbt")} | ${withInterval(tbtOver)} | ${score} (${floorScore}) | ${contentFloorVerdicts(tbtOver, score, floorScore)} |`,
      );
    }
  lines.push(
    "",
    ...oneStylePassTable(
      pages.map(({ path }) => path),
      simulated,
      applied,
      appliedRuns,
    ),
  );
  return lines;
}

/** A run's style & layout ms (Lighthouse's group), NaN for a run with no metrics. @param {Run} run */
const styleLayoutOf = (run) => (Number.isNaN(run.score) ? NaN : (run.work.styleLayout ?? 0));

/**
 * #81's table: each page's simulated performance and style & layout beside its content floor's, each with the
 * paired 95 % interval, and its applied performance.
 * @param {string[]} paths @param {Map<string, Run[]>} simulated @param {Map<string, Run[]>} applied
 * @param {number} appliedRuns
 */
export function oneStylePassTable(paths, simulated, applied, appliedRuns) {
  const { pointsUnder, styleLayoutRatio, appliedScore } = ONE_STYLE_PASS;
  const lines = [
    "### One style pass on load (#81)",
    "",
    `Targets, against each page's content floor in this run: simulated performance at most ${pointsUnder} points under the floor's and style & layout (Lighthouse's breakdown) at most ${styleLayoutRatio} × the floor's, each judged on the 95 % interval of the paired comparison as above; applied performance at least ${appliedScore}.`,
    "",
    "| Page | Performance (floor's) | Floor's − page's | Style & layout ms (floor's) | × floor's | Applied performance | Targets met |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const path of paths) {
    const page = simulated.get(path) ?? [];
    const floor = simulated.get(`${path}: content floor`) ?? [];
    const scores = (/** @type {Run[]} */ of) => of.map((run) => run.score);
    const under = pairedInterval(scores(floor), scores(page), (f, p) => f - p);
    const styleLayout = pairedInterval(page.map(styleLayoutOf), floor.map(styleLayoutOf), (p, f) => p / f);
    const ratio = ({ value, low, high } = styleLayout) =>
      `${value.toFixed(2)} (${low.toFixed(2)} to ${high.toFixed(2)})`;
    const appliedMedian = appliedRuns > 0 ? medianOf(applied.get(path) ?? [], "score") : NaN;
    lines.push(
      `| ${path} | ${medianOf(page, "score")} (${medianOf(floor, "score")}) | ${withInterval(under)} | ${median(page.map(styleLayoutOf))} (${median(floor.map(styleLayoutOf))}) | ${ratio()} | ${Number.isNaN(appliedMedian) ? "not run" : appliedMedian} | ${oneStylePassVerdicts(under, styleLayout, appliedMedian)} |`,
    );
  }
  lines.push("");
  return lines;
}
