// The owner's main path: Vercel's Build Output, as `vercel build` wrote it (npm test builds with it), read as the
// platform serves it (tools/pipeline/next-output.mjs). Each page must answer with `next start`'s security headers (the
// baseURL here), a policy that allows exactly that page's inline scripts, its stylesheet inlined, and
// start-up chunks that are cached for good.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  INLINED_STYLESHEET,
  STYLESHEET_LINK,
  VERCEL_OUTPUT,
  readVercelConfig,
  vercelHeadersFor,
  vercelServedFile,
} from "../../tools/pipeline/next-output.mjs";
import { NOT_FOUND_PATH, expectSecureAnswer, servedPaths } from "./helpers";

test.beforeAll(() => {
  if (!existsSync(`${VERCEL_OUTPUT}/config.json`))
    throw new Error(`no ${VERCEL_OUTPUT}: run \`npm run build:vercel\` first (npm test does)`);
});

for (const path of servedPaths) {
  test(`Vercel ${path}: next start's security headers and exactly this page's scripts in its CSP`, async ({
    request,
  }) => {
    const { routes } = readVercelConfig();
    const { file, status } = vercelServedFile(path);
    expect(status, `${path}: status`).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    const headers = vercelHeadersFor(routes, path, status === 200);
    const fromNext = await request.get(path);
    // The same policy as next start's, and what every host must send (helpers.ts).
    expect(headers["content-security-policy"], path).toBe(fromNext.headers()["content-security-policy"]);
    expectSecureAnswer(path, headers, readFileSync(file, "utf8"));
  });

  test(`Vercel ${path}: the stylesheet is inlined and the start-up chunks are immutable`, () => {
    const { routes } = readVercelConfig();
    const { file } = vercelServedFile(path);
    const html = readFileSync(file, "utf8");
    expect(INLINED_STYLESHEET.test(html), `${path}: stylesheet inlined in ${file}`).toBe(true);
    const enabledLinks = [...html.matchAll(STYLESHEET_LINK)].filter(([, , rest]) => !/disabled/.test(rest!));
    expect(
      enabledLinks.map(([link]) => link),
      `${path}: stylesheet links still fetched`,
    ).toEqual([]);
    const chunks = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    expect(chunks.length, `${path}: start-up chunks`).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(vercelServedFile(chunk).status, `${path}: ${chunk}`).toBe(200);
      const cacheControl = vercelHeadersFor(routes, chunk, true)["cache-control"];
      expect(cacheControl, `${path}: ${chunk} Cache-Control`).toMatch(/\bimmutable\b/);
      expect(
        Number(cacheControl?.match(/max-age=(\d+)/)?.[1]),
        `${path}: ${chunk} max-age`,
      ).toBeGreaterThanOrEqual(365 * 24 * 3600);
    }
  });
}
