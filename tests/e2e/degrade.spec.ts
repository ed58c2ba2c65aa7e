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
