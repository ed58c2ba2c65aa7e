// Requests per second of `next start` next to nginx serving the same prerendered HTML, in one run.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { routes } from "../lib/routes.mjs";
import { prerenderedHtmlPath } from "../tools/build/next-output.mjs";
import { startNginxWith } from "../tools/local/static-servers.mjs";
import { stopOnExit } from "../tools/local/stop-on-exit.mjs";

export function ensureNginx() {
  if (spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0) return true;
  if (process.getuid?.() !== 0) return false;
  spawnSync("apt-get", ["install", "-y", "-qq", "nginx", "libnginx-mod-http-brotli-static"], {
    stdio: "ignore",
  });
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

/** Serves the build's prerendered home page at / on `port` with nginx (gzip on, like next start). */
export async function startNginx(port) {
  const root = mkdtempSync(join(tmpdir(), "bench-html-"));
  const removeRoot = stopOnExit(() => rmSync(root, { recursive: true, force: true }));
  copyFileSync(prerenderedHtmlPath(routes.home.html), join(root, "index.html"));
  const server = await startNginxWith(
    port,
    `default_type text/html;
gzip on; gzip_types text/html;
server { listen 127.0.0.1:${port}; root ${root}; location = / { try_files /index.html =404; } }
`,
    "/",
  ).catch((error) => {
    removeRoot();
    throw error;
  });
  return {
    ...server,
    stop: () => {
      server.stop();
      removeRoot();
    },
  };
}

/** One request first, so a misconfigured server fails loudly instead of being measured. */
async function expectOk(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** autocannon for `duration` seconds with `connections` connections; gzip requested like a browser. */
export async function load(url, { duration = 20, connections = 50 } = {}) {
  await expectOk(url);
  const result = await autocannon({ url, duration, connections, headers: { "accept-encoding": "gzip" } });
  return {
    requestsPerSecond: result.requests.average,
    latencyP99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
