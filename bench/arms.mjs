// @ts-check
// #67's arms beside the site: the site built again with one arm off (tools/pipeline/optional-steps.mjs), and with all of
// them off, each build kept in a folder of its own under bench/.arms that `next start` serves.
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { CSP_HASHES_FILE } from "../lib/security-headers.mjs";
import { OPTIONAL_STEPS as ARMS } from "../tools/pipeline/optional-steps.mjs";
import { NEXT_DIR } from "../tools/pipeline/next-output.mjs";
import { run } from "./build.mjs";

const ARMS_DIR = "bench/.arms";
/** Next.js's own browser targets: the site's CSS before package.json named the browsers it supports. */
const NEXT_DEFAULT_BROWSERS = "chrome 111, edge 111, firefox 111, safari 16.4";

/** @typedef {import("../tools/pipeline/optional-steps.mjs").OptionalStep} Arm */
/** @typedef {{ key: string, off: Arm[], dir: string }} Variant  a build of the site with the arms `off` */

const allArms = /** @type {Arm[]} */ (Object.keys(ARMS));

/**
 * The site built for `origin` once per variant: without each arm, then without any. Run before the site's own
 * build, which the rest of the bench serves from the project's .next.
 * @param {string} origin @returns {Variant[]}
 */
export function buildVariants(origin) {
  rmSync(ARMS_DIR, { recursive: true, force: true });
  return [...allArms.map((arm) => [arm]), allArms].map((off) => {
    const name = off.length === 1 ? off.join("") : "none";
    const dir = join(ARMS_DIR, name);
    run(`npm run build without ${off.join(", ")}`, ["tools/pipeline/build.mjs"], {
      env: {
        SITE_URL: origin,
        BUILD_STEPS_OFF: off.join(","),
        ...(off.includes("browserslist") && { BROWSERSLIST: NEXT_DEFAULT_BROWSERS }),
      },
    });
    mkdirSync(dir, { recursive: true });
    const cache = join(NEXT_DIR, "cache");
    cpSync(NEXT_DIR, join(dir, NEXT_DIR), { recursive: true, filter: (path) => !path.startsWith(cache) });
    cpSync(CSP_HASHES_FILE, join(dir, CSP_HASHES_FILE));
    // What `next start` reads besides the build; the config's own imports resolve to the project's files.
    for (const file of ["next.config.mjs", "package.json", "public"])
      symlinkSync(resolve(file), join(dir, file));
    return { key: off.length === 1 ? `without ${name}` : "without any arm", off, dir };
  });
}
