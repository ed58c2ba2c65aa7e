// Lighthouse's accessibility, best-practices and SEO categories: 100 on every kind of page, on a phone, as an
// owner checking the site in PageSpeed Insights would see. A category score counts audits passed, not time,
// so a busy machine does not change it. (Performance is measured by `npm run bench`, against the floor.)
// On a desktop the same page gets the same SEO and best-practices audits of the same HTML and headers; the
// audits that depend on the layout are held at 1280 px elsewhere: accessibility by axe with Lighthouse's rules
// and its two image audits (accessibility.spec.ts), console errors (inline-css.spec.ts) and CSP violations
// (security.spec.ts). Running Lighthouse at both sizes took 3 more runs, about 30 CPU s, for nothing else.
// In Chromium's headless shell, as the other specs that judge no pixels: every audit of these categories got
// the same score as in the whole browser on all three pages (106 audits each). Some shell runs stall 5 s while
// Lighthouse ends its trace, but over three alternating runs of this spec each way (two workers, idle machine)
// the shell took 27–35 machine CPU s against 35–38, and 19–27 s of wall time against 22–24; the gate's
// end-to-end tests are CPU-bound, so the shell it is.
// Performance, which does depend on the browser, is measured in the whole browser (`npm run bench`).
import { expect, test } from "@playwright/test";
import { samplePagePaths } from "../../lib/routes.mjs";
import { resolveHeadlessShellPath } from "../../tools/local/browser.mjs";
import { failingAudits, runLighthouse } from "../../tools/local/lighthouse.mjs";

const CATEGORIES = ["accessibility", "best-practices", "seo"];

// One page of each kind: the service pages differ only in their words.
for (const path of samplePagePaths) {
  test(`Lighthouse ${CATEGORIES.join(", ")}: 100 on ${path} (mobile)`, async ({ baseURL }) => {
    test.setTimeout(120_000);
    const lhr = await runLighthouse(`${baseURL}${path}`, {
      preset: "mobile",
      categories: CATEGORIES,
      chromePath: resolveHeadlessShellPath(),
    });
    for (const category of CATEGORIES) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      expect(score, `${category}: ${failingAudits(lhr, category).join("; ")}`).toBe(100);
    }
  });
}
