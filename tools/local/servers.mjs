// @ts-check
// The real servers the tests and the bench start: `next start` for a build, nginx with the export's own
// nginx.conf, Cloudflare's runtime (wrangler pages dev) reading its _headers, and any other (the tests' WebKit
// driver) through startProcess. Each takes a port the system picks, counts as started once it answers, and is
// stopped by its pid with all it started, also when it fails to start and when the process that started it exits.
import { spawn, spawnSync } from "node:child_process";
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
 * @typedef {{
 *   name: string, origin: string, pid: number | undefined, stop: () => void, ended: () => Promise<void>,
 *   log: () => string,
 * }} StaticServer
 *   `stop`: signals its process group and cleans up at once (also as this process exits); `ended`: the same, and
 *   resolves once it has exited (killed after 10 s), cleaning up again what it wrote while stopping;
 *   `log`: what the server has printed so far (nginx: its error log too), for a failing test to show
 */

/** Another process listens on the port a server was to take (see `listenerIsInGroup`). */
class PortTakenError extends Error {
  /** @param {number} port */
  constructor(port) {
    super(`port ${port} was taken by another process before this server could listen on it`);
  }
}

/**
 * Starts a server on `port`, or on one the system picks: again on another if someone takes it first (a
 * worker's free port is free only until another worker's server listens on it).
 * @param {number | undefined} port @param {(port: number) => Promise<StaticServer>} start
 */
export async function onFreePort(port, start) {
  if (port !== undefined) return start(port);
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 5) throw error;
    }
  }
}

export function exportIsBuilt(out = OUT) {
  return existsSync(join(out, "index.html")) && existsSync(join(out, "nginx.conf"));
}

/**
 * nginx serving out/ (or another export) with its generated configuration, only the `listen` line changed, in
 * the foreground and a folder of its own. Run as root, it keeps root for its workers: an unprivileged worker
 * cannot read an export in a folder only root may enter (root's home, `mktemp -d`).
 * @param {number} [port] @param {string} [out]
 */
export function startNginx(port, out = OUT) {
  const conf = readFileSync(join(out, "nginx.conf"), "utf8");
  return onFreePort(port, (port) => {
    const { dir, main, errorLog } = nginxFolder(
      conf.replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`),
    );
    return startProcess("nginx", port, NGINX, ["-c", main, "-e", errorLog], {
      errorLog,
      cleanUp: () => rmSync(dir, { recursive: true, force: true }),
    });
  });
}

/**
 * A folder of nginx's own around a generated `server` block: its main configuration, temp folders and logs.
 * @param {string} serverBlock
 */
function nginxFolder(serverBlock) {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const temp of temps) mkdirSync(join(dir, temp));
  writeFileSync(join(dir, "site.conf"), serverBlock);
  const modules = existsSync("/etc/nginx/modules-enabled")
    ? "include /etc/nginx/modules-enabled/*.conf;"
    : "";
  const main = join(dir, "nginx.conf");
  writeFileSync(
    main,
    `daemon off;\n${process.getuid?.() === 0 ? "user root;" : ""}\nworker_processes 1;
pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n${modules}\nevents {}
http {
  include /etc/nginx/mime.types;
  access_log off;
${temps.map((temp) => `  ${temp}_temp_path ${dir}/${temp};`).join("\n")}
  include ${dir}/site.conf;
}\n`,
  );
  return { dir, main, errorLog: join(dir, "error.log") };
}

/**
 * `nginx -t` on a generated `server` block: what nginx says of it, and whether it passed.
 * @param {string} serverBlock
 */
export function checkNginxConfig(serverBlock) {
  const { dir, main, errorLog } = nginxFolder(serverBlock);
  const result = spawnSync(NGINX, ["-t", "-c", main, "-e", errorLog], { encoding: "utf8" });
  rmSync(dir, { recursive: true, force: true });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ?? ""}`,
  };
}

/**
 * Cloudflare Pages' local runtime serving out/ with its _headers: no account, no network, no telemetry.
 * @param {number} [port]
 */
export const startWrangler = (port) =>
  onFreePort(port, (port) =>
    startProcess("Cloudflare Pages (wrangler)", port, process.execPath, [
      "node_modules/wrangler/bin/wrangler.js",
      ...["pages", "dev", OUT, "--ip", "127.0.0.1", "--port", String(port)],
      ...["--compatibility-date", WORKERD_COMPATIBILITY_DATE, "--log-level", "warn"],
    ]),
  );

/**
 * `next start` of the build in `dir`, one node process: no npm or shell between it and its pid.
 * @param {string} [dir] @param {number} [port]
 */
export const startNext = (dir = ".", port) =>
  onFreePort(port, (port) =>
    startProcess(
      "next start",
      port,
      process.execPath,
      [resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
      { cwd: dir, probe: "/" },
    ),
  );

/**
 * A server on 127.0.0.1:`port` in its own process group, started once `probe` answers 200 from it (a runtime
 * still starting may answer with an error first, or not at all: each probe ends at the deadline); if it exits or
 * never does, it is stopped before this fails. `env` adds to this process's environment.
 * @param {string} name @param {number} port @param {string} command @param {string[]} args
 * @param {{ cwd?: string, probe?: string, errorLog?: string, cleanUp?: () => void, env?: Record<string, string> }} [options]
 * @returns {Promise<StaticServer>}
 */
export async function startProcess(name, port, command, args, options = {}) {
  const { cwd = ".", probe = "/robots.txt", errorLog, cleanUp, env } = options;
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      NEXT_TELEMETRY_DISABLED: "1",
      CI: "true",
      NO_COLOR: "1",
      ...env,
    },
  });
  const exited = new Promise((done) => child.once("exit", done));
  const running = () => child.exitCode === null && child.signalCode === null;
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const log = () => output + (errorLog && existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      if (running()) child.kill(signal);
    }
  };
  const stop = stopOnExit(() => {
    signalGroup("SIGTERM");
    cleanUp?.();
  });
  const ended = async () => {
    stop();
    if (running()) {
      const kill = setTimeout(() => signalGroup("SIGKILL"), 10_000);
      await exited;
      clearTimeout(kill);
    }
    cleanUp?.();
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let last = "no answer";
  try {
    while (Date.now() < deadline) {
      if (!running()) throw new Error(`${name} exited with ${child.exitCode ?? child.signalCode}:\n${log()}`);
      const response = await fetch(`${origin}${probe}`, {
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      }).catch((error) => error);
      if (response instanceof Response && response.ok) {
        // The answer must be this server's: if another process took the port first, this one cannot bind it.
        if (child.pid !== undefined && listenerIsInGroup(port, child.pid) === false)
          throw new PortTakenError(port);
        return { name, origin, pid: child.pid, stop, ended, log };
      }
      last =
        response instanceof Response ? `status ${response.status}` : String(response?.message ?? response);
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${origin} served nothing within 60 s (last: ${last}):\n${log()}`);
  } catch (error) {
    await ended();
    throw error;
  }
}
