// @ts-check
// The real servers the tests and the bench start, each one way: `next start` for a build, nginx with the
// export's own nginx.conf, and Cloudflare's runtime (wrangler pages dev, which runs workerd) reading its
// _headers. Each takes a port the system picks, counts as started once it serves a file, and is stopped by its
// pid (with all it started), also when it fails to start and when the process that started it exits.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, listenerIsInGroup } from "./ports.mjs";
import { stopOnExit } from "./stop-on-exit.mjs";

export const OUT = resolve("out");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The newest date the workerd that wrangler ships supports; Pages serves plain files the same on any. */
const WORKERD_COMPATIBILITY_DATE = "2026-05-01";

/**
 * @typedef {{ name: string, origin: string, pid: number | undefined, stop: () => void, log: () => string }} StaticServer
 *   `log`: what the server has printed so far (nginx: its error log too), for a failing test to show
 */
/** @typedef {import("node:child_process").ChildProcess} ChildProcess */

/**
 * Resolves once `origin` serves `probe`, a file of the export (a 200, not just any answer: a runtime still starting
 * may answer with an error first); fails with the server's output if it exits or never serves one.
 * @param {string} origin @param {ChildProcess} child @param {() => string} log @param {string} probe
 */
async function waitFor(origin, child, log, probe, timeoutMs = 60_000) {
  const port = Number(new URL(origin).port);
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${origin}${probe}`);
      if (response.ok) {
        // The answer must be this server's: if another process took the port first, this one cannot bind it.
        const ours = child.pid === undefined ? undefined : listenerIsInGroup(port, child.pid);
        if (ours !== false) return;
        throw new PortTakenError(port);
      }
      last = `status ${response.status}`;
    } catch (error) {
      if (error instanceof PortTakenError) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((done) => setTimeout(done, 250)); // the poll's interval
  }
  throw new Error(`${origin} served nothing within ${timeoutMs} ms (last: ${last}):\n${log()}`);
}

/** Another process listens on the port a server was to take (see `listenerIsInGroup`). */
class PortTakenError extends Error {
  /** @param {number} port */
  constructor(port) {
    super(`port ${port} was taken by another process before this server could listen on it`);
  }
}

/**
 * Starts a server on `port`, or, without one, on a port the system picks: again on another if someone takes
 * that one first (a worker's port is free only until another worker's server listens on it).
 * @template T @param {number | undefined} port @param {(port: number) => Promise<T>} start
 * @returns {Promise<T>}
 */
async function onFreePort(port, start) {
  if (port !== undefined) return start(port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

/**
 * Waits until the server serves the export; if it never does, stops it (and all it started) before failing, so
 * a failed start leaves nothing running and no port held.
 * @param {string} origin @param {ChildProcess} child @param {() => string} log @param {string} probe
 * @param {() => void} stop
 */
async function startedOrStopped(origin, child, log, probe, stop) {
  try {
    await waitFor(origin, child, log, probe);
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * nginx run as root hands its requests to workers of an unprivileged user, which cannot read an export inside a
 * folder only root may enter (a private checkout, root's home, `mktemp -d`). The test server's workers keep
 * the user that started it instead: it serves only this export, on 127.0.0.1.
 */
const userLine = () => (process.getuid?.() === 0 ? "user root;" : "");

/**
 * Stops the process and everything it started (wrangler runs workerd as a child), by its pid.
 * @param {ChildProcess} child
 */
function stopGroup(child) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** @param {ChildProcess} child */
function capture(child) {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return () => output;
}

export function exportIsBuilt(out = OUT) {
  return existsSync(join(out, "index.html")) && existsSync(join(out, "nginx.conf"));
}

/**
 * nginx serving out/ (or another export) with the generated configuration, only its `listen` line set to
 * `port` (by default one the system picks).
 * @param {number} [port]
 * @param {string} [out]
 * @returns {Promise<StaticServer>}
 */
export function startNginx(port, out = OUT) {
  const conf = readFileSync(join(out, "nginx.conf"), "utf8");
  return onFreePort(port, (port) =>
    startNginxWith(port, conf.replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`)),
  );
}

/**
 * nginx with `site` (an http-level configuration: its server blocks) on 127.0.0.1:`port`, in the foreground
 * and its own folder, counted as started once `probe` answers 200.
 * @param {number} port @param {string} site @param {string} [probe]
 * @returns {Promise<StaticServer>}
 */
export async function startNginxWith(port, site, probe = "/robots.txt") {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  writeFileSync(join(dir, "site.conf"), site);
  const modules = existsSync("/etc/nginx/modules-enabled")
    ? "include /etc/nginx/modules-enabled/*.conf;"
    : "";
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off;
${userLine()}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
${modules}
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(NGINX, ["-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const log = capture(child);
  // Its folder goes when it is stopped, or once a failed start has put its error log into the message.
  const stop = stopOnExit(() => {
    stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  });
  const output = () => log() + readIfExists(join(dir, "error.log"));
  await startedOrStopped(origin, child, output, probe, stop);
  return { name: "nginx", origin, pid: child.pid, stop, log: output };
}

/**
 * Cloudflare Pages' local runtime serving out/ with its _headers on `port` (by default one the system picks);
 * no account, no network, no telemetry.
 * @param {number} [port]
 * @returns {Promise<StaticServer>}
 */
export const startWrangler = (port) =>
  onFreePort(port, (port) =>
    startProcess("Cloudflare Pages (wrangler)", port, [
      "node_modules/wrangler/bin/wrangler.js",
      ...["pages", "dev", OUT, "--ip", "127.0.0.1", "--port", String(port)],
      ...["--compatibility-date", WORKERD_COMPATIBILITY_DATE, "--log-level", "warn"],
    ]),
  );

/**
 * `next start` of the build in `dir` (one node process: no npm or shell between it and its pid) on `port` (by
 * default one the system picks).
 * @param {string} [dir] @param {number} [port]
 * @returns {Promise<StaticServer>}
 */
export const startNext = (dir = ".", port) =>
  onFreePort(port, (port) =>
    startProcess(
      "next start",
      port,
      [resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
      { cwd: dir, probe: "/" },
    ),
  );

/**
 * A node program listening on 127.0.0.1:`port`, in its own process group, started once `probe` answers 200.
 * @param {string} name @param {number} port @param {string[]} args
 * @param {{ cwd?: string, probe?: string }} [options]
 * @returns {Promise<StaticServer>}
 */
async function startProcess(name, port, args, { cwd = ".", probe = "/robots.txt" } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      NEXT_TELEMETRY_DISABLED: "1",
      CI: "true",
      NO_COLOR: "1",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const log = capture(child);
  const stop = stopOnExit(() => stopGroup(child));
  await startedOrStopped(origin, child, log, probe, stop);
  return { name, origin, pid: child.pid, stop, log };
}

/** @param {string} path */
function readIfExists(path) {
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}
