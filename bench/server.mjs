// Builds the site for a local origin and serves it with `next start`, for audits and benchmarks.
import { spawn, spawnSync } from "node:child_process";
import { resolve } from "node:path";

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

/** Starts `next start` (one node process) for the build in `dir` and resolves once it answers; call stop() when done. */
export async function startServer(port, dir = ".") {
  const child = spawn(
    "node",
    [resolve("node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: dir,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`next start did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, stop: () => child.kill() };
}
