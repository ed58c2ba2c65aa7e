// axe-core on every kind of page, at a phone's width and a desktop's, in both themes, with the rules Lighthouse
// switches on besides axe's defaults: Lighthouse's accessibility audit at both widths, and its two image audits.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_PATH, samplePagePaths } from "./helpers";

/** The axe rules Lighthouse's accessibility gatherer switches on, read from the installed Lighthouse. */
function lighthouseAxeRules(): string[] {
  const gatherer = createRequire(import.meta.url).resolve(
    "lighthouse/core/gather/gatherers/accessibility.js",
  );
  const rules = [...readFileSync(gatherer, "utf8").matchAll(/'([a-z0-9-]+)': \{enabled: true\}/g)].map(
    ([, id]) => id!,
  );
  if (!rules.includes("target-size"))
    throw new Error(`${gatherer} no longer lists its axe rules as this test reads them: update the test`);
  return rules;
}
const axeRules = Object.fromEntries(lighthouseAxeRules().map((id) => [id, { enabled: true }]));

async function expectNoAxeViolations(page: Page) {
  // Violations in full; passes and the rest name one node each (300 KB a run on /aboutme, 60 KB with this).
  const results = await new AxeBuilder({ page })
    .options({ rules: axeRules, resultTypes: ["violations"] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  expect(await rasterImageProblems(page)).toEqual([]);
}

/**
 * Lighthouse's image-aspect-ratio and image-size-responsive audits at the page's width: a raster image keeps its
 * proportions unless cropped, and has ¾ of the pixels it is shown with; SVG and images of 5 px or less pass.
 */
function rasterImageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.naturalWidth > 0 && !/\.svg(\?|#|$)|^data:image\/svg/i.test(img.currentSrc))
      .filter((img) => img.width > 5 && img.height > 5)
      .flatMap((img) => {
        const shown = `${img.width}×${img.height}`;
        const drawn = `${img.naturalWidth}×${img.naturalHeight}`;
        const ratio = (w: number, h: number) => w / h;
        const problems: string[] = [];
        if (
          getComputedStyle(img).objectFit === "fill" &&
          Math.abs(ratio(img.width, img.height) - ratio(img.naturalWidth, img.naturalHeight)) > 0.05
        )
          problems.push(`${img.currentSrc}: drawn ${drawn}, shown out of proportion at ${shown}`);
        const needed = 0.75 * devicePixelRatio;
        if (img.naturalWidth < img.width * needed || img.naturalHeight < img.height * needed)
          problems.push(
            `${img.currentSrc}: ${drawn} pixels, shown at ${shown} on a ${devicePixelRatio}× screen`,
          );
        return problems;
      }),
  );
}

for (const [viewport, colorScheme] of [
  [{ width: 1280, height: 800 }, "light"],
  [{ width: 390, height: 844 }, "light"],
  [{ width: 1280, height: 800 }, "dark"],
  [{ width: 390, height: 844 }, "dark"],
] as const) {
  test.describe(`axe at ${viewport.width}px, ${colorScheme} theme`, () => {
    test.use({ viewport, colorScheme, reducedMotion: "reduce" });

    for (const path of [...samplePagePaths, NOT_FOUND_PATH])
      test(`${path} has no violations, with its cards collapsed and expanded`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
        const cards = await page.locator("[data-card] button").all();
        if (cards.length === 0) return;
        for (const button of cards) await button.click();
        await expect(page.locator('[data-card] button[aria-expanded="true"]')).toHaveCount(cards.length);
        await expectNoAxeViolations(page);
      });
  });
}

test("one h1 per page, a skip link first, and landmarks", async ({ page }) => {
  for (const path of [...samplePagePaths, NOT_FOUND_PATH]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  }
});
