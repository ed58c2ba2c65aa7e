// `npm run bench:ab -- <rev> [path]`: the same page from an earlier commit and from the working tree, measured
// in one run, Lighthouse mobile runs taken in turns (A, B, A, B…) so both see the same machine load, and the
// main-thread breakdown of each. Builds <rev> in a git worktree under bench/.arms (bench/arms.mjs).
// A diagnostic for performance work (what did this change move?); it asserts nothing.
import { runLighthouse } from "../tools/local/lighthouse.mjs";
import { buildRevision, removeWorktree } from "./arms.mjs";
import { BUCKET_LABELS, medianMainThread } from "./main-thread.mjs";
import { buildFor, startServer } from "./server.mjs";
import { medianLabel } from "./stats.mjs";

const [rev, path = "/"] = process.argv.slice(2);
if (!rev) {
  console.error("usage: npm run bench:ab -- <git revision> [path]");
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// THROTTLING=devtools: the loads themselves throttled, instead of Lighthouse's simulation (tools/local/lighthouse.mjs).
const THROTTLING = process.env.THROTTLING === "devtools" ? "devtools" : "simulate";
const portA = 3351;
const portB = 3352;

const worktree = buildRevision(rev, `http://127.0.0.1:${portA}`);
buildFor(`http://127.0.0.1:${portB}`);
const a = await startServer(portA, worktree);
const b = await startServer(portB);
try {
  const runs = { a: [], b: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [key, server] of [
      ["a", a],
      ["b", b],
    ]) {
      const lhr = await runLighthouse(`${server.origin}${path}`, {
        preset: "mobile",
        categories: ["performance"],
        throttling: THROTTLING,
      });
      const audit = (id) => Math.round(lhr.audits[id].numericValue ?? NaN);
      runs[key].push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        fcp: audit("first-contentful-paint"),
      });
    }
  }
  const mainThread = {
    a: await medianMainThread(`${a.origin}${path}`),
    b: await medianMainThread(`${b.origin}${path}`),
  };
  const name = { a: rev, b: "working tree" };
  console.log(
    `\nLighthouse mobile (${THROTTLING} throttling), ${path}, ${RUNS} runs each, in turns (median):\n`,
  );
  console.log("| Build | Performance | LCP ms | TBT ms | FCP ms |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const key of ["a", "b"]) {
    const m = (field) => medianLabel(runs[key].map((run) => run[field]));
    console.log(`| ${name[key]} | ${m("score")} | ${m("lcp")} | ${m("tbt")} | ${m("fcp")} |`);
  }
  const buckets = Object.keys(BUCKET_LABELS);
  console.log(`\nMain thread while loading (phone, CPU 4× slower, median of 3, ms):\n`);
  console.log(`| Build | ${buckets.map((bucket) => BUCKET_LABELS[bucket]).join(" | ")} | Total |`);
  console.log(`| --- | ${buckets.map(() => "---").join(" | ")} | --- |`);
  for (const key of ["a", "b"]) {
    const time = mainThread[key];
    console.log(
      `| ${name[key]} | ${buckets.map((bucket) => Math.round(time[bucket])).join(" | ")} | ${Math.round(time.total)} |`,
    );
  }
} finally {
  a.stop();
  b.stop();
  removeWorktree(worktree);
}
