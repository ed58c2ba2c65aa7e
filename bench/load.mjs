// `npm run bench:load`: autocannon for 60 s at 100 connections over / and /aboutme against `next start`,
// sampling the server's memory each second. Fails on any error or non-2xx answer, or if memory grows by
// 10% or more over the last 30 s. `--duration N` shortens the run (speed is reported, never asserted).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { pagePaths } from "../lib/routes.mjs";
import { buildFor, startServer } from "./server.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const duration = arg("--duration", 60);
const connections = arg("--connections", 100);
const port = Number(process.env.BENCH_PORT ?? 3351);

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid) {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return match ? Number(match[1]) / 1024 : NaN;
}

if (!process.argv.includes("--no-build")) buildFor(`http://127.0.0.1:${port}`);
const server = await startServer(port);
const samples = [];
const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssMiB(server.pid) }), 1000);
let result;
try {
  result = await autocannon({
    url: server.origin,
    duration,
    connections,
    headers: { "accept-encoding": "gzip" },
    requests: pagePaths.map((path) => ({ path })),
  });
} finally {
  clearInterval(sampler);
  server.stop();
}

const half = samples.filter((s) => s.at >= samples[0].at + (duration * 1000) / 2);
const start = half[0]?.rss ?? NaN;
const end = half.at(-1)?.rss ?? NaN;
const growth = ((end - start) / start) * 100;
const errors = result.errors + result.timeouts;
console.log(`autocannon ${duration} s, ${connections} connections, / and /aboutme alternating`);
console.log(
  `requests/s ${result.requests.average.toFixed(0)}, p99 latency ${result.latency.p99} ms, total ${result.requests.total}`,
);
console.log(`errors ${errors}, non-2xx ${result.non2xx}`);
console.log(
  `server memory: ${samples[0]?.rss.toFixed(0)} MiB at start, ${start.toFixed(0)} → ${end.toFixed(0)} MiB over the last ${Math.round(duration / 2)} s (${growth.toFixed(1)}%)`,
);
const ok = errors === 0 && result.non2xx === 0 && growth < 10;
process.exit(ok ? 0 : 1);
