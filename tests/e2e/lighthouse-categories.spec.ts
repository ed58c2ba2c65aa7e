// Lighthouse's accessibility, best-practices and SEO categories: 100 on every page, phone and desktop, as an
// owner checking the site in PageSpeed Insights would see. A category score counts audits passed, not time,
// so a busy machine does not change it. (Performance is measured by `npm run bench`, against the floor.)
import { expect, test } from "@playwright/test";
import { samplePagePaths } from "../../lib/routes.mjs";
import { failingAudits, runLighthouse } from "../../tools/local/lighthouse.mjs";

const CATEGORIES = ["accessibility", "best-practices", "seo"];

// One page of each kind: the service pages differ only in their words.
for (const path of samplePagePaths) {
  for (const preset of ["mobile", "desktop"] as const) {
    test(`Lighthouse ${CATEGORIES.join(", ")}: 100 on ${path} (${preset})`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const lhr = await runLighthouse(`${baseURL}${path}`, { preset, categories: CATEGORIES });
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
        expect(score, `${category}: ${failingAudits(lhr, category).join("; ")}`).toBe(100);
      }
    });
  }
}
