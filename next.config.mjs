// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { analyticsFromEnv } from "./lib/analytics-config.mjs";
import { notFoundRewrites } from "./lib/not-found-routes.mjs";
import { CSP_HASHES_FILE, headerRules, noScriptHashes } from "./lib/security-headers.mjs";
import { isStaticExport } from "./lib/static-params.mjs";

// Loading this file reads nothing from disk and imports nothing from tools/: `next start`, `next typegen` and
// the tools load it too. What needs the notes (the pages' list) or the last build is read when Next asks for it.

/**
 * The route → inline-script hashes map of the last `npm run build` (tools/pipeline/build.mjs), which removes it
 * before it builds and puts the new hashes into the built rules itself; without it, every page with none.
 * @param {boolean} dev
 */
async function scriptHashes(dev) {
  if (!dev && existsSync(CSP_HASHES_FILE)) return JSON.parse(readFileSync(CSP_HASHES_FILE, "utf8"));
  const { prerenderedRoutes } = await import("./lib/routes.mjs");
  return noScriptHashes(prerenderedRoutes);
}

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const staticExport = isStaticExport();
  // Analytics off (ANALYTICS unset): the layout's <Analytics> is a server component that renders nothing, so
  // the pages carry no analytics code at all. A bad value stops here, naming the variable.
  const analyticsOff = analyticsFromEnv(process.env).provider === "off";
  /** @type {import('next').NextConfig} */
  const shared = {
    poweredByHeader: false,
    turbopack: {
      resolveAlias: analyticsOff
        ? { "@/components/analytics/analytics": "./components/analytics/analytics-off.tsx" }
        : {},
    },
    reactStrictMode: true,
    // Two root layouts, one a language's (app/(site), app/[lang]): the 404 page of an address no route has is
    // app/global-not-found.tsx, a whole document of its own.
    experimental: { globalNotFound: true },
    // `npm test` type-checks the whole tree once, beside its builds (tsc, with Next's route types); the builds
    // skip Next's repeat of that check. `npm run build` on its own, and so Vercel, keeps it.
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_GATE === "1" },
  };
  if (staticExport) {
    // `npm run build:static`: plain files for any host, exported to `distDir`. Its headers are written beside
    // the pages (tools/pipeline/build-static.mjs), which also keeps the `next start` build in .next out of the way.
    return { ...shared, output: "export", distDir: process.env.STATIC_EXPORT_DIR || "out" };
  }
  return {
    ...shared,
    async headers() {
      // Only `next build` and `next dev` ask for these (assumption "headersCalledByBuild" of
      // tools/pipeline/next-output.mjs; `next typegen` loads this file in the build phase too, and never asks).
      // A lone `next build` would ship stale script hashes, and the pages would not hydrate.
      if (phase === PHASE_PRODUCTION_BUILD && !process.env.CSP_HASHED_BY_BUILD)
        throw new Error(
          "Build with `npm run build` (tools/pipeline/build.mjs) or `npm run build:static` (tools/pipeline/build-static.mjs): they compute the CSP script hashes.",
        );
      return headerRules(await scriptHashes(dev), { dev });
    },
    // Addresses no page has under a language's prefix: its 404 page; a malformed one ("/%"), which would
    // reach the languages' dynamic segment and fail to decode (a 500): a 404 page too.
    rewrites: async () => notFoundRewrites(),
  };
}
