// @ts-check
// The report's throughput: requests per second of `next start` beside nginx serving the static export with its
// own nginx.conf (files compressed at build time), one after the other in the same run; and `load`, the one
// autocannon run of the bench (npm run bench:load uses it too).
import autocannon from "autocannon";
import { existsSync } from "node:fs";
import { NGINX, startNginx } from "../../tools/local/servers.mjs";

/**
 * autocannon over `paths` in turn, asking for gzip as a browser does, after one request that fails loudly on a
 * misconfigured server.
 * @param {string} origin
 * @param {{ duration?: number, connections?: number, paths?: string[] }} [options]
 */
export async function load(origin, { duration = 20, connections = 50, paths = ["/"] } = {}) {
  const headers = { "accept-encoding": "gzip" };
  const first = await fetch(`${origin}${paths[0]}`, { headers });
  if (!first.ok) throw new Error(`${origin}${paths[0]} answered ${first.status}`);
  const result = await autocannon({
    url: origin,
    duration,
    connections,
    headers,
    requests: paths.map((path) => ({ path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    total: result.requests.total,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** @param {import("../run.mjs").Bench} bench @returns {Promise<string[]>} the section's lines */
export async function throughputSection({ origin }) {
  const title = ["## Server throughput (autocannon, 20 s, 50 connections, gzip, `/`)", ""];
  if (!existsSync(NGINX))
    return [...title, `No nginx at ${NGINX} (\`bash .ci/run\` installs it): not measured.`, ""];
  const exported = await startNginx();
  try {
    const next = await load(origin);
    const nginx = await load(exported.origin);
    /** @param {string} name @param {Awaited<ReturnType<typeof load>>} r */
    const row = (name, r) =>
      `| ${name} | ${r.requestsPerSecond} | ${r.latencyP99} | ${r.errors} | ${r.non2xx} |`;
    return [
      ...title,
      "| Server | Requests/s | p99 latency ms | Errors | Non-2xx |",
      "| --- | --- | --- | --- | --- |",
      row("next start", next),
      row("nginx, static export with its nginx.conf", nginx),
      "",
      `The export on nginx serves ${(nginx.requestsPerSecond / next.requestsPerSecond).toFixed(1)}× the requests per second of \`next start\` here.`,
      "",
    ];
  } finally {
    exported.stop();
  }
}
