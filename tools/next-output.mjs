// @ts-check
// What the build's own steps assume about the files Next.js writes, none of it a documented interface: each
// assumption by name, with where it was last seen to hold. A step that finds one broken throws
// `brokenAssumption(…)`, so the build stops with a message that names it and the Next.js version installed,
// and an upgrade shows at once which step it broke (docs/upgrading-next.md).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** Where each assumption was last checked to hold. */
const CHECKED_WITH = "Next.js 16.4 with Turbopack";

export const ASSUMPTIONS = /** @type {const} */ ({
  prerenderedHtml: {
    what: "`next build` writes each prerendered page (lib/routes.mjs) to .next/server/app/<name>.html",
    usedBy: "tools/inline-css.mjs and tools/csp-hashes.mjs (the stylesheet inlined, the CSP hashes)",
  },
  stylesheetLink: {
    what: 'every prerendered page links its stylesheet as <link rel="stylesheet" href="….css" …/>',
    usedBy: "tools/inline-css.mjs (the stylesheet inlined into each page)",
  },
});

/** The installed Next.js version, as its package says. */
export function nextVersion() {
  try {
    const path = createRequire(import.meta.url).resolve("next/package.json");
    return /** @type {{ version: string }} */ (JSON.parse(readFileSync(path, "utf8"))).version;
  } catch {
    return "(not installed)";
  }
}

/**
 * The error a step throws when Next's output no longer looks as it assumes.
 * @param {keyof typeof ASSUMPTIONS} name
 * @param {string} found  what the step found instead, naming the file
 */
export function brokenAssumption(name, found) {
  const { what, usedBy } = ASSUMPTIONS[name];
  return new Error(
    `Next.js ${nextVersion()} broke the assumption "${name}" of ${usedBy}: ${what} (true of ${CHECKED_WITH}). ${found}`,
  );
}
