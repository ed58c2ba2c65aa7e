// Per-frame cost of the particle background, read from a Chromium performance trace.
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, resolveChromePath } from "../tools/local/browser.mjs";
import { recordTrace } from "./trace.mjs";

const TRACE_MS = 5000;

/**
 * Loads `url` at a 1280×800 viewport (140 particles), waits until the particles run, then traces
 * TRACE_MS and splits the work by thread: the page's main thread and the particle worker.
 */
export async function traceParticles(url) {
  const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: "load" });
    await page.locator('[data-particles="running"]').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    const events = await recordTrace(
      cdp,
      ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline.frame", "__metadata"],
      () => page.waitForTimeout(TRACE_MS),
    );
    return summarise(events);
  } finally {
    await browser.close();
  }
}

function summarise(events) {
  const threadNames = new Map();
  for (const e of events) if (e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const threadOf = (e) => threadNames.get(`${e.pid}:${e.tid}`) ?? "";
  const tasks = events.filter(
    (e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.ph === "X",
  );
  const main = tasks.filter((e) => threadOf(e) === "CrRendererMain");
  const worker = tasks.filter((e) => /DedicatedWorker/.test(threadOf(e)));
  const frames = events.filter((e) => e.name === "FireAnimationFrame" && /DedicatedWorker/.test(threadOf(e)));
  const ms = (us) => us / 1000;
  const sum = (list) => list.reduce((total, e) => total + ms(e.dur ?? 0), 0);
  const frameDurations = frames.map((e) => ms(e.dur ?? 0)).sort((a, b) => a - b);
  const percentile = (p) =>
    frameDurations[Math.min(frameDurations.length - 1, Math.floor(p * frameDurations.length))] ?? 0;
  const seconds = TRACE_MS / 1000;
  return {
    seconds,
    workerFrames: frames.length,
    fps: frames.length / seconds,
    workerMsPerFrameMedian: percentile(0.5),
    workerMsPerFrameP95: percentile(0.95),
    mainThreadMsPerSecond: sum(main) / seconds,
    mainThreadMsPerFrame: frames.length ? sum(main) / frames.length : 0,
    mainThreadLongTasks: main.filter((e) => ms(e.dur ?? 0) > 50).length,
    workerBusyMsPerSecond: sum(worker) / seconds,
  };
}
