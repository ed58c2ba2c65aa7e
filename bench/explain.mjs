// `npm run bench:explain [-- /path]`: why Lighthouse's mobile LCP and TBT are what they are. Runs Lighthouse
// (simulated throttling) against the last production build and prints, from Lantern's own simulation:
// the requests and tasks in the LCP graph with their simulated start and end (LCP is the latest end), and
// every main-thread task over 40 ms in the TBT simulation with what it did in the observed trace. Each LCP
// node also shows when it ran in the observed (unthrottled) load: Lantern keeps a request in the LCP graph
// when it ended before the observed LCP, so those times tell which requests the first paint waited past.
// A diagnostic for performance work; it asserts nothing and is not part of npm test.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { runLighthouse } from "../tools/local/lighthouse.mjs";
import { startServer } from "./server.mjs";

const path = process.argv[2] ?? "/";
const runs = Number(process.env.RUNS ?? 1);
const WATCHED = new Set([
  "EvaluateScript",
  "v8.compile",
  "FunctionCall",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "RunMicrotasks",
  "TimerFire",
  "FireIdleCallback",
  "EventDispatch",
  "MinorGC",
  "MajorGC",
]);
const file = (url) =>
  String(url ?? "")
    .split("/")
    .pop();

/** What a simulated CPU task did, from the trace events under it: "Layout=52 UpdateLayoutTree=20". */
function describeTask(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    if (!WATCHED.has(event.name)) continue;
    const url = event.args?.data?.url;
    const key = url && event.name !== "FunctionCall" ? `${event.name}:${file(url).slice(0, 16)}` : event.name;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([key, ms]) => `${key}=${ms.toFixed(0)}`)
    .join(" ");
}

function describeNode(node) {
  if (node.type === "network") {
    const { request } = node;
    return `${file(request.url) || request.url} ${request.priority} ${(request.transferSize / 1024).toFixed(1)} KiB`;
  }
  return `task ${(node.event.dur / 1000).toFixed(0)} ms observed${node.didPerformLayout() ? ", layout" : ""} ${describeTask(node)}`;
}

// BUILD_DIR explains another production build, such as the floor page (bench/.floor/hinted after a bench).
const server = await startServer(Number(process.env.PORT ?? 3341), process.env.BUILD_DIR ?? ".");
try {
  for (let run = 1; run <= runs; run++) {
    const lhr = await runLighthouse(`${server.origin}${path}`, {
      preset: "mobile",
      categories: ["performance"],
    });
    const metrics = lhr.audits.metrics.details?.items?.[0];
    if (!metrics) {
      console.log(`run ${run}: Lighthouse returned no metrics (${lhr.runtimeError?.code ?? "unknown"})`);
      continue;
    }
    const timings = Lantern.Simulation.Simulator.allNodeTimings;
    console.log(
      `\n# run ${run}: ${path} score ${Math.round(lhr.categories.performance.score * 100)}, FCP ${Math.round(metrics.firstContentfulPaint)}, LCP ${Math.round(metrics.largestContentfulPaint)}, TBT ${Math.round(metrics.totalBlockingTime)} ms (simulated); observed FCP ${metrics.observedFirstContentfulPaint}, LCP ${metrics.observedLargestContentfulPaint} ms`,
    );
    console.log("\n## LCP graph (pessimistic simulation): start, end, node");
    const lcp = [...(timings.get("pessimisticLargestContentfulPaint") ?? new Map())].sort(
      (a, b) => a[1].startTime - b[1].startTime,
    );
    const navigationStart = Math.min(...lcp.map(([node]) => node.startTime));
    const observed = (node) =>
      `${((node.startTime - navigationStart) / 1000).toFixed(0)}–${((node.endTime - navigationStart) / 1000).toFixed(0)}`;
    for (const [node, t] of lcp) {
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${describeNode(node)} (observed ${observed(node)})`,
      );
    }
    console.log(
      `\n## Tasks over 40 ms in the TBT simulation (FCP ${Math.round(metrics.firstContentfulPaint)}): start, length, task`,
    );
    const tbt = [...(timings.get("optimisticTotalBlockingTime") ?? new Map())]
      .filter(([node, t]) => node.type === "cpu" && t.endTime - t.startTime > 40)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of tbt) {
      console.log(
        `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime - t.startTime)).padStart(6)}  ${describeNode(node)}`,
      );
    }
  }
} finally {
  server.stop();
}
