// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { routes } from "./lib/routes.mjs";
import { CSP_HASHES_FILE, headerRules } from "./lib/security-headers.mjs";

/** The route → inline-script hashes map that `npm run build` (tools/build.mjs) writes between passes. */
function readScriptHashes() {
  if (!existsSync(CSP_HASHES_FILE)) return {};
  return JSON.parse(readFileSync(CSP_HASHES_FILE, "utf8"));
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  // `next typegen` loads this in the build phase too: only `next build` itself is refused.
  const lonelyBuild =
    phase === PHASE_PRODUCTION_BUILD && process.argv.includes("build") && !process.env.CSP_BUILD_PASS;
  if (lonelyBuild) {
    // A lone `next build` would ship stale script hashes and the pages would not hydrate.
    throw new Error("Build with `npm run build` (tools/build.mjs): it computes the CSP script hashes.");
  }
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // The same id in both build passes keeps the inline scripts, and so their hashes, identical.
    generateBuildId: async () => process.env.NEXT_BUILD_ID || null,
    async headers() {
      const noHashes = Object.fromEntries(Object.values(routes).map(({ path }) => [path, []]));
      return headerRules(dev ? noHashes : readScriptHashes(), { dev });
    },
  };
}
