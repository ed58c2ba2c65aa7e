// @ts-check
// How the bench builds: one node program at a time, its errors shown, a failure thrown.
import { spawnSync } from "node:child_process";

/**
 * @param {string} what @param {string[]} args @param {{ cwd?: string, env?: Record<string, string> }} [options]
 */
export function run(what, args, { cwd = ".", env = {} } = {}) {
  console.log(`▶ ${what}`);
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/**
 * The site built for `origin` (its SITE_URL), and with `exported` its static export.
 * @param {string} origin
 */
export function buildSite(origin, { exported = false } = {}) {
  run(`npm run build (SITE_URL=${origin})`, ["tools/pipeline/build.mjs"], { env: { SITE_URL: origin } });
  if (exported)
    run(`npm run build:static (SITE_URL=${origin})`, ["tools/pipeline/build-static.mjs"], {
      env: { SITE_URL: origin },
    });
}
