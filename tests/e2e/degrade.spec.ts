import { expect, test } from "@playwright/test";

test("with the font and the particle script blocked, every page stays readable and usable", async ({
  page,
}) => {
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.route(/turbopack-worker-.*\.js$/, (route) => route.abort());
  for (const path of ["/", "/aboutme"]) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // The fallback font renders the words: the heading has a real size, not zero.
    const box = await heading.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);
    // The metric-matched fallback face sits right behind the web font in the stack.
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/inter Fallback/i);
  }
  await page.locator("[data-card] button").first().click();
  await expect(page.locator("[data-card] button").first()).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator('[data-particles="failed"]')).toHaveCount(1, { timeout: 10_000 });
});

// On a slow first visit Inter arrives after the text has been drawn in the fallback face
// (app/fonts/inter-fallback.css): the swap must not move anything, at phone, tablet and desktop widths.
const LATE_FONT_VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 393, height: 852 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1350, height: 940 },
];
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

for (const viewport of LATE_FONT_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // Each test has its own browser context, so its own cache: the font is fetched (and held) again.
    test.use({ viewport, reducedMotion: "reduce" });

    for (const path of ["/", "/aboutme"]) {
      test(`${path}: a font that arrives after the first paint shifts nothing`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { __layoutShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: "layout-shift", buffered: true });
        });
        let releaseFont = () => {};
        const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
        await page.route(/\.woff2$/, async (route) => {
          await fontHeld;
          await route.continue();
        });
        await page.goto(path, { waitUntil: "commit" });
        // Drawn in the fallback face first…
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.evaluate(nextFrame);
        expect(await page.evaluate(() => document.fonts.check("800 16px inter"))).toBe(false);
        // …then Inter arrives and is swapped in.
        releaseFont();
        await page.waitForFunction(() => document.fonts.check("800 16px inter"));
        await page.evaluate(nextFrame);
        const shifts = await page.evaluate(
          () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
        );
        const cls = shifts.reduce((sum, value) => sum + value, 0);
        console.log(`late font, ${path} at ${viewport.width}px: CLS ${cls.toFixed(4)}`);
        // The page may shift 0.02 in all (issue #4); the swap alone should take none of it.
        expect(cls).toBeLessThanOrEqual(0.005);
      });
    }
  });
}
