// Lighthouse's accessibility, best-practices and SEO categories: 100 on every kind of page, on a phone, as an
// owner checking the site in PageSpeed Insights would see. A score counts audits passed, not time. At 1280 px the
// layout-bound audits are held elsewhere (axe with Lighthouse's rules, console errors, CSP violations). In the
// headless shell: every audit scored the same as in the whole browser, for less CPU. Performance is
// `npm run bench`'s.
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
      categories: CATEGORIES,
      chromePath: resolveHeadlessShellPath(),
    });
    for (const category of CATEGORIES) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      expect(score, `${category}: ${failingAudits(lhr, category).join("; ")}`).toBe(100);
    }
  });
}
