// What the builds wrote, read as files: whatever the content says, no page of `.next`, the export or Vercel's
// output redirects, embeds, posts a form or links to `javascript:`, every inline script is one the policy step
// recognises by its place, and a secret in the builds' environment (npm test sets BUILD_SECRET_PROBE) is in
// no file at all.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { prerenderedRoutes } from "../../lib/routes.mjs";
import { PLACEHOLDER_PARAM } from "../../lib/static-params.mjs";
import { hashesOfHtml } from "../../tools/pipeline/csp-hashes.mjs";

const OUTPUTS = [".next/server", ".next/static", "out", "test-results/export-plausible", ".vercel/output"];

/** Every file under `dir`, without following links. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : entry.isFile() ? [path] : [];
  });
}

const files = OUTPUTS.flatMap(filesIn);
/** Every page the site serves, as `next start` and the exports have it. */
const pages = prerenderedRoutes
  .flatMap(({ html }) => [`.next/server/app/${html}`, `out/${html}`, `test-results/export-plausible/${html}`])
  .filter((file) => existsSync(file));

test("no page redirects, embeds, posts or links to javascript:, and each inline script is the site's", () => {
  expect(pages.length).toBeGreaterThan(prerenderedRoutes.length);
  for (const file of pages) {
    const html = readFileSync(file, "utf8");
    expect(html, file).not.toMatch(
      /<meta[^>]+http-equiv="?refresh|<base[\s>]|<(iframe|object|embed|form|frame)[\s>]/i,
    );
    expect(html, file).not.toMatch(
      /(href|src|action|formaction)=["']?\s*(javascript|vbscript|data:text\/html)/i,
    );
    expect(() => hashesOfHtml(html, file), file).not.toThrow();
  }
});

test("a secret in the builds' environment is in no file they wrote", () => {
  const secret = process.env.BUILD_SECRET_PROBE;
  if (!secret) throw new Error("BUILD_SECRET_PROBE is unset: npm test sets it for the builds and this test");
  expect(files.length).toBeGreaterThan(pages.length);
  const holding = files.filter((file) => statSync(file).size > 0 && readFileSync(file).includes(secret));
  expect(holding).toEqual([]);
});

test("no build holds the placeholder of a route with nothing to list (lib/static-params.mjs)", () => {
  expect(files.length).toBeGreaterThan(pages.length);
  expect(files.filter((file) => file.split("/").some((part) => part.startsWith(PLACEHOLDER_PARAM)))).toEqual(
    [],
  );
});
