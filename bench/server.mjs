// Builds the site for a local origin and serves it with `next start`, for audits and benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { stopOnExit } from "../tools/local/stop-on-exit.mjs";

/** Builds with SITE_URL set to the origin it will be served from, so canonical URLs match the host. */
export function buildFor(origin) {
  console.log(`▶ npm run build (SITE_URL=${origin})`);
  const result = spawnSync("node", ["tools/build/build.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

/** Writes the static export (out/) for the same origin, with its _headers and nginx.conf. */
export function buildStaticFor(origin) {
  console.log(`▶ npm run build:static (SITE_URL=${origin})`);
  const result = spawnSync("node", ["tools/build/build-static.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, SITE_URL: origin, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("the static export failed");
}

// Ctrl-C or a kill ends the bench through process.exit, so the servers it started go with it (stopOnExit).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => process.exit(130));

/** How `origin` answers: "ok", "error" (an HTTP error status) or undefined (nothing listens). */
async function answer(origin) {
  try {
    return (await fetch(origin)).ok ? "ok" : "error";
  } catch {
    return undefined;
  }
}

/**
 * Which of `paths` the server at `origin` serves (an HTTP 2xx), in their order: an earlier commit may predate
 * a page, and measuring a page it does not have would measure its 404 screen, or stop the run.
 * @param {string} origin @param {string[]} paths
 */
export async function pathsServed(origin, paths) {
  const served = [];
  for (const path of paths) if ((await fetch(`${origin}${path}`)).ok) served.push(path);
  return served;
}

/**
 * Starts `next start` (one node process) for the build in `dir` and resolves once it answers; call stop() when
 * done. A port that already answers is an error: a server left by another run would be measured in its place.
 */
export async function startServer(port, dir = ".") {
  const origin = `http://127.0.0.1:${port}`;
  if (await answer(origin))
    throw new Error(
      `${origin} already answers, before this bench started a server there: stop what listens on port ${port}`,
    );
  const child = spawn(
    "node",
    [resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const stop = stopOnExit(() => child.kill());
  const deadline = Date.now() + 30_000;
  while ((await answer(origin)) !== "ok") {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`next start did not answer on ${origin} (${dir})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, stop };
}
