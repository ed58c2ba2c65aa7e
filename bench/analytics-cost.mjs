// `npm run bench:analytics`: what switching analytics on costs the main thread. Serves the static export as
// shipped (out/) and the exports npm test builds with each provider on (test-results/export-<provider>,
// from `npm run build:static:<provider>`) with nginx, loads `/` in Chromium as a phone with the CPU 4×
// slower, and lists each main-thread task over 50 ms (what Total Blocking Time counts) with its time
// relative to `load`, three runs each, in turns. A diagnostic; it asserts nothing.
import { exportIsBuilt, startNginx } from "../tools/local/static-servers.mjs";
import { CPU_SLOWDOWN, TASKS, openSlowPhone } from "./main-thread.mjs";
import { recordTrace } from "./trace.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const exports = {
  off: "out",
  plausible: "test-results/export-plausible",
  vercel: "test-results/export-vercel",
};

/** The main thread's tasks over 50 ms while `url` loads and for 4 s after, as "ms@ms-from-load". */
async function longTasks(url) {
  const { browser, page, cdp } = await openSlowPhone();
  try {
    const events = await recordTrace(
      cdp,
      ["toplevel", "devtools.timeline", "loading", "__metadata"],
      async () => {
        await page.goto(url, { waitUntil: "load" });
        await page.waitForTimeout(4000);
      },
    );
    const names = new Map();
    for (const e of events) if (e.name === "thread_name") names.set(`${e.pid}:${e.tid}`, e.args.name);
    const load = events.find((e) => e.name === "MarkLoad" || e.name === "loadEventEnd");
    return events
      .filter((e) => e.ph === "X" && TASKS.has(e.name) && names.get(`${e.pid}:${e.tid}`) === "CrRendererMain")
      .filter((e) => e.dur > 50_000)
      .map((e) => `${Math.round(e.dur / 1000)}@${load ? Math.round((e.ts - load.ts) / 1000) : "?"}`);
  } finally {
    await browser.close();
  }
}

const built = Object.entries(exports).filter(([, dir]) => exportIsBuilt(dir));
const servers = [];
try {
  for (const [index, [name, dir]] of built.entries())
    servers.push([name, await startNginx(3271 + index, dir)]);
  console.log(
    `Main-thread tasks over 50 ms on / (CPU ${CPU_SLOWDOWN}× slower): duration ms @ ms after load\n`,
  );
  for (let run = 1; run <= RUNS; run++)
    for (const [name, server] of servers)
      console.log(`${name.padEnd(9)} run ${run}: ${(await longTasks(`${server.origin}/`)).join("  ")}`);
} finally {
  for (const [, server] of servers) server.stop();
}
