// @ts-check
// `npm run bench:load`: autocannon for 60 s at 100 connections over every page against `next start`, sampling
// the server's memory each second. Fails on any error or non-2xx answer, or if memory grows by 10 % or more
// over the last half. `--duration N`, `--connections N`; `--no-build` serves the build as it is.
import { readFileSync } from "node:fs";
import { pagePaths } from "../lib/routes.mjs";
import { startNext } from "../tools/local/servers.mjs";
import { buildSite } from "./build.mjs";
import { load } from "./sections/throughput.mjs";

const arg = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg("--duration", 60);
const connections = arg("--connections", 100);
const port = Number(process.env.BENCH_PORT ?? 3351);

/** Resident memory of a process in MiB, from /proc (Linux). @param {number | undefined} pid */
const rssMiB = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;

if (!process.argv.includes("--no-build")) buildSite(`http://127.0.0.1:${port}`);
const server = await startNext(".", port);
/** @type {{ at: number, rss: number }[]} */
const samples = [];
const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssMiB(server.pid) }), 1000);
let result;
try {
  result = await load(server.origin, { duration, connections, paths: pagePaths });
} finally {
  clearInterval(sampler);
  server.stop();
}

const half = samples.filter((s) => s.at >= (samples[0]?.at ?? 0) + (duration * 1000) / 2);
const start = half[0]?.rss ?? NaN;
const end = half.at(-1)?.rss ?? NaN;
const growth = ((end - start) / start) * 100;
console.log(`autocannon ${duration} s, ${connections} connections, ${pagePaths.join(", ")} in turn`);
console.log(
  `requests/s ${result.requestsPerSecond}, p99 latency ${result.latencyP99} ms, total ${result.total}`,
);
console.log(`errors ${result.errors}, non-2xx ${result.non2xx}`);
console.log(
  `server memory: ${samples[0]?.rss.toFixed(0)} MiB at start, ${start.toFixed(0)} → ${end.toFixed(0)} MiB over the last ${Math.round(duration / 2)} s (${growth.toFixed(1)}%)`,
);
process.exit(result.errors === 0 && result.non2xx === 0 && growth < 10 ? 0 : 1);
