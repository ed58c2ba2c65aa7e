// Requests per second of `next start` next to nginx serving the same prerendered HTML, in one run.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

export function ensureNginx() {
  if (spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0) return true;
  if (process.getuid?.() !== 0) return false;
  spawnSync("apt-get", ["install", "-y", "-qq", "nginx", "libnginx-mod-http-brotli-static"], {
    stdio: "ignore",
  });
  return spawnSync("nginx", ["-v"], { stdio: "ignore" }).status === 0;
}

/** Serves .next/server/app/index.html at / on `port` with nginx (gzip on, like next start). */
export function startNginx(port) {
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  // nginx's workers run as an unprivileged user: the folder must be readable to them.
  chmodSync(dir, 0o755);
  const root = join(dir, "root");
  spawnSync("mkdir", ["-p", root]);
  writeFileSync(join(root, "index.html"), readFileSync(resolve(".next/server/app/index.html")));
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  gzip on; gzip_types text/html;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${root}; location = / { try_files /index.html =404; } }
}
`,
  );
  const started = spawnSync("nginx", ["-c", conf, "-p", dir], { encoding: "utf8" });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => spawnSync("nginx", ["-c", conf, "-p", dir, "-s", "stop"]),
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
