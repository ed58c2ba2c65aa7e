// `npm run bench`: builds, serves the production build and writes bench/results/<date>.md with
// Lighthouse (mobile and desktop, 5 runs each, both pages; the mobile runs in turns with the floor pages'),
// each page against its own content (its markup as plain server components, bench/floor.mjs), where the main
// thread's time goes (by script, by cause, and without each client piece: bench/arms.mjs), JavaScript per
// route, the particle background's per-frame cost, and next start's throughput next to nginx's.
// BENCH_BEFORE=<commit> also builds that commit and measures it in the same turns ("before" figures);
// BENCH_ARMS=<names>|none chooses the arms. Not part of npm test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { pageRoutes, samplePagePaths } from "../lib/routes.mjs";
import { BUDGETS, initialJsByRoute, inlineRscPayload, kib, prerenderedPages } from "../tools/build/sizes.mjs";
import { buildFileOfUrl } from "../tools/build/next-output.mjs";
import { rscBreakdown } from "./payload.mjs";
import { BUCKET_LABELS, CPU_SLOWDOWN, TRACES, mainThreadInTurns, repeatedTraces } from "./main-thread.mjs";
import { buildArm, buildRevision, chosenArms, removeWorktree } from "./arms.mjs";
import { buildFloor } from "./floor.mjs";
import { measureJs } from "./js-timing.mjs";
import { failingAudits, runLighthouse } from "../tools/local/lighthouse.mjs";
import { traceParticles } from "./particles-trace.mjs";
import { buildFor, buildStaticFor, pathsServed, startServer } from "./server.mjs";
import { startNginx as startExportNginx } from "../tools/local/static-servers.mjs";
import { ensureNginx, load, startNginx } from "./throughput.mjs";
import { median, pairedInterval, verdictAtMost } from "./stats.mjs";
import { targetRow, targetsFrom } from "./targets.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BEFORE = process.env.BENCH_BEFORE;
// One page of each kind: the service pages differ only in their words.
const PAGES = samplePagePaths;
const port = Number(process.env.BENCH_PORT ?? 3331);
const origin = `http://127.0.0.1:${port}`;

const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
const round = (value, digits = 0) => Number(value.toFixed(digits));

buildFor(origin);
// Before next start is up: the export moves the .next folder aside while it builds.
buildStaticFor(origin);
const server = await startServer(port);
/** The floor pages' servers, started in the run below. */
const floorServers = [];
/** The earlier commit's and the arms' servers: { label, server, arm } (arm false for the commit). */
const otherBuilds = [];
const report = [];
/** Lighthouse runs that returned no metrics and were run again. */
const failedRuns = [];
const log = (line = "") => {
  console.log(line);
  report.push(line);
};

/** One Lighthouse performance run; a run that returns no metrics is reported and repeated, never averaged in as a 0. */
async function lighthouseRun(url, preset, label, throttling = "simulate") {
  for (let attempt = 0; ; attempt++) {
    const lhr = await runLighthouse(url, { preset, categories: ["performance"], throttling });
    const audit = (id) => lhr.audits[id].numericValue;
    if (lhr.categories.performance.score === null || audit("largest-contentful-paint") === undefined) {
      const reason =
        lhr.runtimeError?.code ?? lhr.audits["largest-contentful-paint"].errorMessage ?? "no metrics";
      failedRuns.push(`${label}: ${reason}`);
      if (attempt >= 2) throw new Error(`Lighthouse keeps failing on ${label}: ${reason}`);
      continue;
    }
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: Math.round(audit("largest-contentful-paint")),
      tbt: Math.round(audit("total-blocking-time")),
      cls: round(audit("cumulative-layout-shift"), 3),
      fcp: Math.round(audit("first-contentful-paint")),
      si: Math.round(audit("speed-index")),
    };
  }
}

/**
 * RUNS runs of each target, taken in turns (A, B, C, A, B, C…), so a change in the machine's load over the
 * run reaches every target alike: the site's rows and the floor's are compared with each other.
 * @param {{ key: string, url: string }[]} targets
 * @returns {Promise<Map<string, Awaited<ReturnType<typeof lighthouseRun>>[]>>}
 */
async function seriesInTurns(targets, preset, { throttling = "simulate", rounds = RUNS } = {}) {
  const runs = new Map(targets.map(({ key }) => [key, []]));
  for (let round = 0; round < rounds; round++) {
    for (const { key, url } of targets)
      runs.get(key).push(await lighthouseRun(url, preset, `${key} ${preset} ${throttling}`, throttling));
  }
  return runs;
}
/**
 * Runs of each target with the loads themselves throttled: as many as the simulated ones, since #36's TBT
 * verdict is also given on them, and a 95 % interval over fewer turns says nothing.
 */
const APPLIED_RUNS = Number(process.env.BENCH_APPLIED_RUNS ?? RUNS);
const cell = (runs, key) => `${median(runs.map((r) => r[key]))} (${spread(runs.map((r) => r[key]))})`;

try {
  const date = new Date().toISOString().slice(0, 10);
  log(`# Benchmark ${date}`);
  log();
  log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${round(totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  );
  log(
    `Production build (\`next build\` + \`next start\`) on ${origin}; Lighthouse ${RUNS} runs per row, default throttling, Debian Chromium.`,
  );
  log();

  // The floor pages are built and served before anything is measured, so that their runs can be taken in
  // turns with the site's.
  /** Each floor page; `mainThread`: its main-thread time is set beside the site's. */
  /** @type {{ name: string, options: Parameters<typeof buildFloor>[0], mainThread?: boolean }[]} */
  const floors = [
    { name: "floor page, as `next build` leaves it", options: { compileHints: false } },
    { name: "floor page, with the compile hint", options: { compileHints: true }, mainThread: true },
    {
      name: "floor page + the site's stylesheet",
      options: { compileHints: true, styled: "stylesheet" },
    },
    {
      name: "floor page + the site's stylesheet and font",
      options: { compileHints: true, styled: "stylesheet and font" },
      mainThread: true,
    },
    {
      name: "floor page + the site's stylesheet, font and home-page markup",
      options: { compileHints: true, styled: "stylesheet, font and markup" },
      mainThread: true,
    },
  ];
  for (const [index, floor] of floors.entries()) {
    const dir = buildFloor(floor.options);
    floorServers.push({ ...floor, dir, server: await startServer(port + 10 + index, dir) });
  }
  if (BEFORE) {
    const beforePort = port + 30;
    const dir = buildRevision(BEFORE, `http://127.0.0.1:${beforePort}`);
    otherBuilds.push({
      label: `before (${BEFORE})`,
      arm: false,
      dir,
      server: await startServer(beforePort, dir),
    });
  }
  for (const [index, arm] of chosenArms().entries()) {
    const armPort = port + 31 + index;
    const dir = buildArm(arm, `http://127.0.0.1:${armPort}`);
    otherBuilds.push({
      label: `without the ${arm.name}`,
      arm: true,
      dir,
      server: await startServer(armPort, dir),
    });
  }
  const before = otherBuilds.find((build) => !build.arm);
  const pageTargets = PAGES.map((path) => ({ key: path, url: `${origin}${path}` }));
  const contentFloor = floorServers.find(({ options }) => options.styled === "stylesheet, font and markup");
  /** Each page's content floor: the floor app with the site's stylesheet, font and that page's markup. */
  const contentKey = (path) => `content floor of ${path}`;
  const contentTargets = contentFloor
    ? PAGES.map((path) => ({ key: contentKey(path), url: `${contentFloor.server.origin}${path}` }))
    : [];
  const beforeKey = (path) => `${path} ${before?.label}`;
  /** The pages the earlier commit has: a page added since has no before figures. */
  const beforePaths = before ? await pathsServed(before.server.origin, PAGES) : [];
  const newPaths = before ? PAGES.filter((path) => !beforePaths.includes(path)) : [];
  if (newPaths.length > 0) console.log(`▶ ${BEFORE} has no ${newPaths.join(", ")}: no before figures for it`);
  const beforeTargets = before
    ? beforePaths.map((path) => ({ key: beforeKey(path), url: `${before.server.origin}${path}` }))
    : [];
  const floorTargets = floorServers
    .filter((floor) => floor !== contentFloor)
    .map(({ name, server: floor }) => ({ key: name, url: `${floor.origin}/` }));

  // One discarded run each first: the first runs after a build met a cold server and a busy machine.
  for (const { url } of [...pageTargets, ...contentTargets, ...beforeTargets, ...floorTargets])
    await runLighthouse(url, { categories: ["performance"] });

  const mobileRuns = await seriesInTurns(
    [...pageTargets, ...contentTargets, ...beforeTargets, ...floorTargets],
    "mobile",
  );
  // The content floor's home page keeps the row name the floor tables below use.
  if (contentFloor) mobileRuns.set(contentFloor.name, mobileRuns.get(contentKey("/")));
  const desktopRuns = await seriesInTurns(pageTargets, "desktop");
  log("## Lighthouse");
  log();
  log(
    `Mobile runs of both pages and of the floor pages below were taken in turns (A, B, C, A, B, C…), so a change in the machine's load reaches all of them alike; desktop runs of the two pages likewise.`,
  );
  log();
  log("| Page | Preset | Performance (median, spread) | LCP ms | TBT ms | CLS | FCP ms | SI ms |");
  log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const path of PAGES) {
    for (const [preset, series] of [
      ["mobile", mobileRuns],
      ["desktop", desktopRuns],
    ]) {
      const c = (key) => cell(series.get(path), key);
      log(
        `| ${path} | ${preset} | ${c("score")} | ${c("lcp")} | ${c("tbt")} | ${c("cls")} | ${c("fcp")} | ${c("si")} |`,
      );
    }
  }
  log();

  // Scores of audits passed, not timings: one run each is enough (npm test holds them at 100).
  const categories = ["accessibility", "best-practices", "seo"];
  log("| Page | Preset | Accessibility | Best practices | SEO | Not passed |");
  log("| --- | --- | --- | --- | --- | --- |");
  for (const path of PAGES) {
    for (const preset of ["mobile", "desktop"]) {
      const lhr = await runLighthouse(`${origin}${path}`, { preset, categories });
      const scores = categories.map((category) => Math.round(lhr.categories[category].score * 100));
      const failing = categories.flatMap((category) => failingAudits(lhr, category)).join("; ") || "–";
      log(`| ${path} | ${preset} | ${scores.join(" | ")} | ${failing} |`);
    }
  }
  log();

  let floorRuns;
  let markupFloorOrigin;
  /** Mobile series of the floor page with the site's stylesheet (and font), by what it adds. */
  const styledFloorRuns = new Map();
  log("## Framework floor (same run)");
  log();
  log(
    "A static Next.js page with no client components, CSS file or web font (`bench/floor.mjs`), Lighthouse mobile, in turns with the pages above. The next two rows are the hinted page with the site's built stylesheet, inlined into the HTML as the site's build does, then also with its web font as the site loads it: what the site's first paint waits for besides the framework, without its markup or components. The last row also renders the site's home-page markup, element for element (with its `<Activity>` boundaries), as plain server components with no client component: what React costs for this content alone, without the site's interactive parts.",
  );
  log();
  log("| Page | Performance | LCP ms | TBT ms | FCP ms |");
  log("| --- | --- | --- | --- | --- |");
  for (const { name, options, server: floor } of floorServers) {
    const runs = mobileRuns.get(name);
    const c = (key) => cell(runs, key);
    log(`| ${name} | ${c("score")} | ${c("lcp")} | ${c("tbt")} | ${c("fcp")} |`);
    if (options.styled) styledFloorRuns.set(options.styled, runs);
    else if (options.compileHints) floorRuns = runs;
    if (options.styled === "stylesheet, font and markup") markupFloorOrigin = floor.origin;
  }
  log();
  if (failedRuns.length > 0) {
    log(`Runs that returned no metrics and were repeated: ${failedRuns.length} (${failedRuns.join("; ")}).`);
    log();
  }

  if (floorRuns) {
    const of = (runs, key) => median(runs.map((run) => run[key]));
    const medians = (runs) => ({ score: of(runs, "score"), tbt: of(runs, "tbt"), lcp: of(runs, "lcp") });
    const floor = medians(floorRuns);
    const targets = targetsFrom(floor);
    log("## Against the floor (Lighthouse mobile medians, this run)");
    log();
    log(
      `Targets: performance at least the floor's − 1 (${targets.score}), TBT at most the floor's + 40 ms (${targets.tbt}), LCP at most the floor's + 400 ms (${targets.lcp}); the floor is the page with the compile hint. The floor rows that add parts of the site are held to the same targets: a target that one of them misses is missed without any of the site's client components.`,
    );
    log();
    log("| Page | Performance | TBT ms | LCP ms |");
    log("| --- | --- | --- | --- |");
    for (const path of PAGES) log(targetRow(path, medians(mobileRuns.get(path)), targets));
    for (const [adds, runs] of styledFloorRuns)
      log(targetRow(`floor page + the site's ${adds}`, medians(runs), targets));
    log();
    const styledLcp = [...styledFloorRuns].map(
      ([adds, runs]) =>
        `${of(runs, "lcp")} ms with the site's ${adds} (floor + ${of(runs, "lcp") - floor.lcp})`,
    );
    if (styledLcp.length > 0) {
      log(`The floor page's LCP is ${floor.lcp} ms; ${styledLcp.join("; ")}.`);
      log();
    }
    const markupRuns = styledFloorRuns.get("stylesheet, font and markup");
    if (markupRuns) {
      log(
        `With the site's home-page markup as plain server components (stylesheet and font too), the floor page's TBT is ${of(markupRuns, "tbt")} ms (floor + ${of(markupRuns, "tbt") - floor.tbt}) and its performance ${of(markupRuns, "score")}; \`/\` is at ${of(mobileRuns.get("/"), "tbt")} ms and ${of(mobileRuns.get("/"), "score")}.`,
      );
      log();
    }
  }

  // Lantern's simulation replays the unthrottled load on localhost, where the framework's chunks often
  // arrive before the first paint and so count towards LCP. Loads throttled for real show what a phone sees.
  const appliedFloors = floorServers.filter(({ options }) => options.compileHints && !options.styled);
  const appliedTargets = [
    ...pageTargets,
    ...contentTargets,
    ...appliedFloors.map(({ name, server: floor }) => ({ key: name, url: `${floor.origin}/` })),
  ];
  const appliedRuns = await seriesInTurns(appliedTargets, "mobile", {
    throttling: "devtools",
    rounds: APPLIED_RUNS,
  });
  log("## Lighthouse mobile with applied throttling (diagnostic)");
  log();
  log(
    `The same mobile settings (150 ms round trips, 1.6 Mbit/s, CPU 4× slower), applied to the load itself through DevTools instead of simulated (\`throttlingMethod: "devtools"\`), ${APPLIED_RUNS} runs each in turns. Lantern's simulation, above, replays the unthrottled load on localhost: whatever ended before the first paint there counts towards LCP, so the order in which the framework's chunks happen to arrive moves it by up to a second, for the floor page too. Here each request takes the time it would on that network, and each task its own time at 4×. Not a target of #14; it shows what a change does for a phone, and #36's TBT and performance are also judged on it, against each page's content floor (below).`,
  );
  log();
  log("| Page | Performance | FCP ms | LCP ms | TBT ms |");
  log("| --- | --- | --- | --- | --- |");
  for (const { key } of appliedTargets) {
    const c = (field) => cell(appliedRuns.get(key), field);
    log(`| ${key} | ${c("score")} | ${c("fcp")} | ${c("lcp")} | ${c("tbt")} |`);
  }
  log();

  // Every main-thread trace of the run, taken in turns: the pages, each page's content floor, the earlier
  // commit's pages, the floor rows marked `mainThread`, and each arm's pages.
  const armBuilds = otherBuilds.filter((build) => build.arm);
  const armKey = (path, label) => `${path} ${label}`;
  const threads = await mainThreadInTurns([
    ...pageTargets,
    ...contentTargets,
    ...beforeTargets,
    ...floorServers
      .filter((floor) => floor.mainThread && floor !== contentFloor)
      .map(({ name, server: floor }) => ({ key: name, url: `${floor.origin}/` })),
    ...armBuilds.flatMap(({ label, server: arm }) =>
      PAGES.map((path) => ({ key: armKey(path, label), url: `${arm.origin}${path}` })),
    ),
  ]);
  const thread = (key) => {
    const time = threads.get(key);
    if (!time) throw new Error(`no main-thread trace of ${key}`);
    return time;
  };
  /** The rows compared page by page: the page, its content floor, and the earlier commit's page. */
  const comparedRows = (path) => [
    [path, path],
    ...(contentFloor ? [[contentKey(path), `${path}: content floor`]] : []),
    ...(before && beforePaths.includes(path) ? [[beforeKey(path), `${path}: ${before.label}`]] : []),
  ];

  /** A target's main-thread median at 4×, with its lowest and highest trace in brackets. */
  const timeWithSpread = (key) => {
    const { total, totals = [total] } = thread(key);
    return `${Math.round(total)} (${spread(totals.map(Math.round))})`;
  };

  /** Two targets' traces compared turn by turn (`compare` of their medians), with its 95 % interval. */
  const tracesCompared = (key, otherKey, compare) => {
    const totalsOf = (k) => thread(k).totals ?? [thread(k).total];
    return pairedInterval(totalsOf(key), totalsOf(otherKey), compare);
  };
  /** "value (low to high)": a comparison and its 95 % interval. */
  const withInterval = (/** @type {{ value: number, low: number, high: number }} */ i, digits = 0) =>
    `${round(i.value, digits)} (${round(i.low, digits)} to ${round(i.high, digits)})`;

  if (contentFloor) {
    log("## Each page against its own content (#36)");
    log();
    log(
      `Each page beside its content floor: the floor app rendering that page's markup, element for element, as plain server components with the site's stylesheet and font and no client component (\`bench/floor.mjs\`). Main thread at ${CPU_SLOWDOWN}× CPU, median of ${TRACES} traces taken in turns; Lighthouse mobile, median of ${RUNS} runs taken in turns. Main thread: the median, and in brackets the lowest and highest trace. Targets: main thread at most 1.10 × the floor's, TBT at most the floor's + 20 ms, performance at least the floor's. After the ratio and after TBT's difference from the floor, in brackets: its 95 % interval, from resampling the turns with each turn's page and floor kept together (\`pairedInterval\` in \`bench/stats.mjs\`); a target inside that interval is one this run cannot tell met from missed, and is marked "within noise".${before ? ` The last rows are ${before.label}, measured in the same turns.` : ""}${newPaths.length > 0 ? ` ${BEFORE} has no ${newPaths.join(", ")}.` : ""}`,
    );
    log();
    log(
      "| Page | Main thread ms | × its content floor | TBT ms | TBT − the floor's | Performance | Targets met |",
    );
    log("| --- | --- | --- | --- | --- | --- | --- |");
    /** A target's Lighthouse mobile medians, and its TBT run by run (in turn order), from `series`. */
    const lighthouseOf = (key, series = mobileRuns) => {
      const runs = series.get(key) ?? [];
      return {
        tbt: median(runs.map((run) => run.tbt)),
        tbts: runs.map((run) => run.tbt),
        score: median(runs.map((run) => run.score)),
      };
    };
    for (const [key, label] of [
      ...PAGES.flatMap((path) => [
        [contentKey(path), `${path}: content floor`],
        [path, path],
      ]),
      ...beforePaths.map((path) => [beforeKey(path), `${path}: ${before?.label}`]),
    ]) {
      const path = PAGES.find((page) => key === page || key === beforeKey(page)) ?? "";
      const floorKey = contentKey(path);
      const time = timeWithSpread(key);
      const lh = lighthouseOf(key);
      if (key === floorKey || !path) {
        log(`| ${label} | ${time} | 1 | ${lh.tbt} | | ${lh.score} | |`);
        continue;
      }
      const ratio = tracesCompared(key, floorKey, (page, floor) => page / floor);
      const { tbtOver, verdicts } = againstContentFloor(key, floorKey, mobileRuns);
      log(
        `| ${label} | ${time} | ${withInterval(ratio, 2)} | ${lh.tbt} | ${withInterval(tbtOver)} | ${lh.score} | main thread ${verdictAtMost(ratio, 1.1)}, ${verdicts} |`,
      );
    }
    log();

    /** TBT's difference from the content floor's, with its interval, and the TBT and performance verdicts. */
    function againstContentFloor(key, floorKey, series) {
      const page = lighthouseOf(key, series);
      const floor = lighthouseOf(floorKey, series);
      const tbtOver = pairedInterval(page.tbts, floor.tbts, (p, f) => p - f);
      const performance = page.score >= floor.score ? "performance ✓" : "performance ✗";
      return { tbtOver, verdicts: `TBT ${verdictAtMost(tbtOver, 20)}, ${performance}` };
    }

    log("### The same, with the loads throttled for real");
    log();
    log(
      `Lantern's simulated TBT, above, replays each task's wall time on this machine × 4; on two cores, a task the browser's other threads keep waiting (the particles' worker, the compositor) counts as long though its own work is short. Here the same mobile settings are applied to the load through DevTools (the applied-throttling runs above, ${APPLIED_RUNS} in turns with each page's content floor): each task takes its own time at 4×, as on a slow phone. Same targets and intervals.`,
    );
    log();
    log("| Page | TBT ms | TBT − the floor's | Performance | Targets met |");
    log("| --- | --- | --- | --- | --- |");
    for (const path of PAGES) {
      const floorKey = contentKey(path);
      const floor = lighthouseOf(floorKey, appliedRuns);
      log(`| ${path}: content floor | ${floor.tbt} | | ${floor.score} | |`);
      const page = lighthouseOf(path, appliedRuns);
      const { tbtOver, verdicts } = againstContentFloor(path, floorKey, appliedRuns);
      log(`| ${path} | ${page.tbt} | ${withInterval(tbtOver)} | ${page.score} | ${verdicts} |`);
    }
    log();
  }

  log(`## Main thread while loading (phone viewport, CPU ${CPU_SLOWDOWN}× slower, median of ${TRACES}, ms)`);
  log();
  log(
    "Self time of each trace event on the page's main thread, from navigation start to 1.5 s after `load` (`bench/main-thread.mjs`). Chromium's trace has no event that tells RSC decoding from hydration: they share a column. The last two columns: how long the page's workers (the particles' is the site's only one) were busy in the same span, on their own threads, not the main thread's (on a machine with two cores the main thread's tasks wait for a core meanwhile, and their durations include the wait); and how much of the main thread's total came from the workers' first animation frame on, with the number of frames they drew (while the particles draw, the main thread runs one or two short tasks per frame besides the page's own).",
  );
  log();
  if (repeatedTraces.length > 0) {
    log(
      `Main-thread traces that recorded no load of their page and were taken again: ${repeatedTraces.length} (${repeatedTraces.join("; ")}).`,
    );
    log();
  }
  const buckets = /** @type {(keyof typeof BUCKET_LABELS)[]} */ (Object.keys(BUCKET_LABELS));
  log(
    `| Page | ${buckets.map((bucket) => BUCKET_LABELS[bucket]).join(" | ")} | Total | Beside it: the page's workers | Of the total: while they draw (frames) |`,
  );
  log(`| --- | ${buckets.map(() => "---").join(" | ")} | --- | --- | --- |`);
  const row = (name, time) =>
    log(
      `| ${name} | ${buckets.map((bucket) => Math.round(time[bucket])).join(" | ")} | ${Math.round(time.total)} | ${Math.round(time.workers)} | ${Math.round(time.whileDrawing)} (${Math.round(time.workerFrames)}) |`,
    );
  for (const floor of floorServers.filter((floor) => floor.mainThread && floor !== contentFloor))
    row(floor.name, thread(floor.name));
  for (const path of PAGES) for (const [key, label] of comparedRows(path)) row(label, thread(key));
  log();

  // What the JavaScript time is made of: by what started it, by script, and the style and layout work.
  // A chunk's row names what it holds: the client components it exports, or React DOM.
  const buildDirs = [
    ".",
    ...otherBuilds.map((build) => build.dir),
    ...floorServers.map((floor) => floor.dir),
  ];
  const chunkLabel = (name) => {
    const dir = buildDirs.find((d) =>
      existsSync(buildFileOfUrl(`/_next/static/chunks/${name}`, `${d}/.next`)),
    );
    if (!name.endsWith(".js") || !dir) return name;
    const code = readFileSync(buildFileOfUrl(`/_next/static/chunks/${name}`, `${dir}/.next`), "utf8");
    const parts = [...new Set([...code.matchAll(/\.s\(\["([A-Z][A-Za-z]+)"/g)].map((match) => match[1]))];
    if (code.includes("__reactContainer")) parts.unshift("React DOM");
    return parts.length > 0 ? `${name} (${parts.slice(0, 4).join(", ")})` : name;
  };
  const splitTable = (title, field, { top = Infinity, label = (name) => name } = {}) => {
    const columns = PAGES.flatMap(comparedRows);
    const keys = [...new Set(columns.flatMap(([key]) => Object.keys(thread(key)[field])))]
      .map((name) => ({ name, most: Math.max(...columns.map(([key]) => thread(key)[field][name] ?? 0)) }))
      .filter(({ most }) => most >= 0.5)
      .sort((a, b) => b.most - a.most)
      .slice(0, top);
    log(`| ${title} | ${columns.map(([, label]) => label).join(" | ")} |`);
    log(`| --- | ${columns.map(() => "---:").join(" | ")} |`);
    for (const { name } of keys)
      log(`| ${label(name)} | ${columns.map(([key]) => round(thread(key)[field][name] ?? 0)).join(" | ")} |`);
    log();
  };
  log("### JavaScript by what started it (ms)");
  log();
  log(
    "The outermost event of the task that ran it: a script's evaluation (the chunks' top level and the inline payload), a timer, an idle callback, an animation frame, an event by type (a worker's `message` among them), or a callback (React's scheduler runs its work from a message channel).",
  );
  log();
  splitTable("Started by", "causes");
  log("### JavaScript by script (ms, the 12 costliest)");
  log();
  log(
    "The script the time ran in: a chunk by its file name (JavaScript per route, below, says which a page loads up front).",
  );
  log();
  splitTable("Script", "scripts", { top: 12, label: chunkLabel });
  log("### Style recalculations and layouts (counts)");
  log();
  log("Forced: asked for by a running script rather than by the frame; the last rows name the script.");
  log();
  const recalcColumns = PAGES.flatMap(comparedRows);
  log(`| | ${recalcColumns.map(([, label]) => label).join(" | ")} |`);
  log(`| --- | ${recalcColumns.map(() => "---:").join(" | ")} |`);
  for (const [field, label] of [
    ["styleRecalcs", "Style recalculations"],
    ["forcedStyleRecalcs", "of them forced"],
    ["layouts", "Layouts"],
    ["forcedLayouts", "of them forced"],
  ])
    log(`| ${label} | ${recalcColumns.map(([key]) => thread(key).recalcs[field] ?? 0).join(" | ")} |`);
  const forcers = [...new Set(recalcColumns.flatMap(([key]) => Object.keys(thread(key).forcedBy)))].filter(
    (forcer) => recalcColumns.some(([key]) => (thread(key).forcedBy[forcer] ?? 0) > 0),
  );
  for (const forcer of forcers) {
    const [kind, script = ""] = forcer.split(": ");
    log(
      `| forced ${kind}, ${chunkLabel(script)} | ${recalcColumns.map(([key]) => thread(key).forcedBy[forcer] ?? 0).join(" | ")} |`,
    );
  }
  log();

  if (armBuilds.length > 0) {
    log("### Without client pieces (A/B arms)");
    log();
    log(
      "The working tree built again with one client component replaced by a server component that renders its server HTML (`bench/arms.mjs`): what that piece costs the main thread at start-up. The last arms take several pieces away together (those that start at idle; all of them), so a cost spread over pieces, each within one arm's noise, shows in the sum. Traced in the same turns as the pages above; each figure is the median, with the lowest and highest trace in brackets, and, where the bench has content floors, its ratio to the page's content floor. Δ is the arm's median less the site's, with its 95 % interval from resampling the turns: an interval that spans 0 is a difference this run cannot tell from noise.",
    );
    log();
    // Each arm as the #36 table shows a page: median (lowest–highest trace), and against the content floor, so
    // an arm's difference can be read against how far apart its own traces were.
    const armCell = (key, path) => {
      const { total } = thread(key);
      const ratio = contentFloor ? ` | ${round(total / thread(contentKey(path)).total, 2)}` : "";
      const delta = key === path ? "0" : withInterval(tracesCompared(key, path, (arm, site) => arm - site));
      return `${timeWithSpread(key)} | ${delta}${ratio}`;
    };
    const armColumns = contentFloor ? ["ms", "Δ", "× content floor"] : ["ms", "Δ"];
    log(
      `| Arm | ${PAGES.map((path) => armColumns.map((column) => `${path} ${column}`).join(" | ")).join(" | ")} |`,
    );
    log(`| --- | ${PAGES.map(() => armColumns.map(() => "---:").join(" | ")).join(" | ")} |`);
    log(`| the site | ${PAGES.map((path) => armCell(path, path)).join(" | ")} |`);
    for (const { label } of armBuilds)
      log(`| ${label} | ${PAGES.map((path) => armCell(armKey(path, label), path)).join(" | ")} |`);
    log();
  }

  log("## Inline RSC payload");
  log();
  log(
    "The React payload each page's HTML carries in `self.__next_f.push` scripts (bytes as in the HTML, budget in `tools/build/sizes.mjs`), and what its decoded text is made of (characters):",
  );
  log();
  const pages = prerenderedPages();
  const breakdowns = pages.map((page) => rscBreakdown(page.rscText));
  const partNames = Object.keys(breakdowns[0] ?? {}).filter((name) => name !== "total");
  log(`| | ${pages.map((page) => page.file).join(" | ")} |`);
  log(`| --- | ${pages.map(() => "---:").join(" | ")} |`);
  log(`| Inline payload, bytes in the HTML | ${pages.map((page) => page.rscBytes).join(" | ")} |`);
  log(`| Budget | ${pages.map((page) => BUDGETS.inlineRscBytes[page.file] ?? "–").join(" | ")} |`);
  for (const part of partNames) log(`| ${part} | ${breakdowns.map((b) => b[part]).join(" | ")} |`);
  log(`| Decoded text, characters | ${breakdowns.map((b) => b.total).join(" | ")} |`);
  log();
  if (markupFloorOrigin) {
    const floorPayloads = await Promise.all(
      pageRoutes.map(async ({ path, html: file }) => {
        const html = await (await fetch(`${markupFloorOrigin}${path}`)).text();
        const site = pages.find((page) => page.file === file)?.rscBytes;
        return `${inlineRscPayload(html).bytes} bytes for \`${path}\` (the site: ${site})`;
      }),
    );
    log(
      `The floor page that renders each page's markup as plain server components, with no client component, carries ${floorPayloads.join(" and ")} of inline payload.`,
    );
    log();
  }

  log("## JavaScript");
  log();
  log(
    "| Route | Initial JS, build (gzip) | Loaded before `load`, browser | Loaded after `load` (deferred) |",
  );
  log("| --- | --- | --- | --- |");
  const built = initialJsByRoute();
  for (const path of [...PAGES, "/_not-found"]) {
    const measured = await measureJs(`${origin}${path === "/_not-found" ? "/no-such-page" : path}`);
    const initial = built.find((r) => r.route === path);
    log(
      `| ${path} | ${initial ? kib(initial.gzipBytes) : "–"} | ${kib(measured.beforeLoadBytes)} in ${measured.beforeLoadFiles} files | ${kib(measured.afterLoadBytes)} in ${measured.afterLoadFiles} files |`,
    );
  }
  log();
  log("| Page | HTML (gzip) | Fonts preloaded | Font bytes (all files) |");
  log("| --- | --- | --- | --- |");
  for (const page of prerenderedPages())
    log(`| ${page.file} | ${kib(page.gzipBytes)} | ${page.preloadedFonts} | ${kib(page.fontBytes)} |`);
  log();

  log("## Particle background (140 particles, 1280×800, trace of 5 s while running)");
  log();
  const particles = await traceParticles(`${origin}/`);
  log(
    "| Frames drawn | Frame rate | Worker ms/frame (median, p95) | Main-thread ms per frame | Main-thread long tasks |",
  );
  log("| --- | --- | --- | --- | --- |");
  log(
    `| ${particles.workerFrames} | ${round(particles.fps, 1)} fps | ${round(particles.workerMsPerFrameMedian, 2)}, ${round(particles.workerMsPerFrameP95, 2)} | ${round(particles.mainThreadMsPerFrame, 3)} | ${particles.mainThreadLongTasks} |`,
  );
  log();

  log("## Server throughput (autocannon, 20 s, 50 connections, gzip)");
  log();
  if (ensureNginx()) {
    const nginx = await startNginx(port + 1);
    const exported = await startExportNginx(port + 2);
    try {
      const next = await load(`${origin}/`);
      const static_ = await load(`${nginx.origin}/`);
      const export_ = await load(`${exported.origin}/`);
      log("| Server | Requests/s | p99 latency ms | Errors | Non-2xx |");
      log("| --- | --- | --- | --- | --- |");
      log(
        `| next start | ${round(next.requestsPerSecond)} | ${next.latencyP99} | ${next.errors} | ${next.non2xx} |`,
      );
      log(
        `| nginx, same HTML | ${round(static_.requestsPerSecond)} | ${static_.latencyP99} | ${static_.errors} | ${static_.non2xx} |`,
      );
      log(
        `| nginx, static export (npm run build:static) with its nginx.conf | ${round(export_.requestsPerSecond)} | ${export_.latencyP99} | ${export_.errors} | ${export_.non2xx} |`,
      );
      log();
      log(
        `nginx serves ${round(static_.requestsPerSecond / next.requestsPerSecond, 1)}× the requests per second of \`next start\` on this machine (same run).`,
      );
      log(
        `The static export under its own nginx.conf (files compressed at build time) serves ${round(export_.requestsPerSecond / next.requestsPerSecond, 1)}× the requests per second of \`next start\`.`,
      );
    } finally {
      nginx.stop();
      exported.stop();
    }
  } else {
    log(
      "nginx is not installed and could not be installed (`apt-get install -y nginx` as root): throughput not measured.",
    );
  }
  log();

  mkdirSync("bench/results", { recursive: true });
  // A second run on the same day gets its own report: the reports are the history.
  let file = `bench/results/${date}.md`;
  for (let n = 2; existsSync(file); n++) file = `bench/results/${date}-${n}.md`;
  writeFileSync(file, `${report.join("\n")}\n`);
  console.log(`\nwrote ${file}`);
} finally {
  server.stop();
  for (const floor of floorServers) floor.server.stop();
  for (const build of otherBuilds) {
    build.server.stop();
    if (!build.arm) removeWorktree(build.dir);
  }
}
