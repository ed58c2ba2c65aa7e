import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_PATH, samplePagePaths } from "./helpers";
import { serviceRoutes } from "../../lib/routes.mjs";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

for (const [viewport, colorScheme] of [
  [{ width: 1280, height: 800 }, "light"],
  [{ width: 390, height: 844 }, "light"],
  [{ width: 1280, height: 800 }, "dark"],
  [{ width: 390, height: 844 }, "dark"],
] as const) {
  test.describe(`axe at ${viewport.width}px, ${colorScheme} theme`, () => {
    test.use({ viewport, colorScheme, reducedMotion: "reduce" });

    test("/ has no violations", async ({ page }) => {
      await page.goto("/");
      await expectNoAxeViolations(page);
    });

    test("/aboutme has no violations with cards collapsed and expanded", async ({ page }) => {
      await page.goto("/aboutme");
      await expectNoAxeViolations(page);
      for (const button of await page.locator("[data-card] button").all()) await button.click();
      await expect(page.locator('[data-card] button[aria-expanded="true"]')).toHaveCount(18);
      await expectNoAxeViolations(page);
    });

    test("a service's page has no violations", async ({ page }) => {
      await page.goto(serviceRoutes[0]!.path);
      await expectNoAxeViolations(page);
    });

    test("the 404 page has no violations", async ({ page }) => {
      await page.goto("/does-not-exist");
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
