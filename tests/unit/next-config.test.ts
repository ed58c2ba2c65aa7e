/**
 * @jest-environment node
 */
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import nextConfig from "@/next.config.mjs";

type Rules = { source: string; headers: { key: string; value: string }[] }[];

describe("next.config.mjs", () => {
  const before = process.env.CSP_HASHED_BY_BUILD;
  afterEach(() => {
    if (before === undefined) delete process.env.CSP_HASHED_BY_BUILD;
    else process.env.CSP_HASHED_BY_BUILD = before;
  });

  it("loads in the build phase, as next typegen loads it, and refuses only when a lone next build asks for headers", async () => {
    delete process.env.CSP_HASHED_BY_BUILD;
    const config = nextConfig(PHASE_PRODUCTION_BUILD);
    await expect(config.headers!()).rejects.toThrow(/Build with `npm run build`/);
    process.env.CSP_HASHED_BY_BUILD = "1";
    const rules = (await config.headers!()) as Rules;
    expect(rules.some(({ headers }) => headers.some(({ key }) => key === "Content-Security-Policy"))).toBe(
      true,
    );
  });

  it("gives the development server a rule for every page, whatever the last build left", async () => {
    const { prerenderedRoutes } = await import("@/lib/routes.mjs");
    const rules = (await nextConfig(PHASE_DEVELOPMENT_SERVER).headers!()) as Rules;
    const sources = rules.map(({ source }) => source);
    for (const { path } of prerenderedRoutes.filter(({ path }) => path !== "/_not-found"))
      expect(sources).toContain(path);
  });
});
