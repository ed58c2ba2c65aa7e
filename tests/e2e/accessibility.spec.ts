// The page's outline on a page of each kind: one h1, a main landmark, and a skip link that Tab reaches first.
// axe and the WCAG probes run in three engines in aaa.spec.ts; the pictures' sizes in pictures.spec.ts.
import { expect, test } from "@playwright/test";
import { NOT_FOUND_PATH, contentAt, samplePagePaths } from "./helpers";

test("one h1 per page, a skip link first, and landmarks, in each language", async ({ page }) => {
  for (const path of [...samplePagePaths, NOT_FOUND_PATH]) {
    const words = (await contentAt(path)).interface.interfaceText;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: words.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  }
});
