import { expect, test } from "@playwright/test";
import { pageTexts } from "./helpers";

test.use({ javaScriptEnabled: false });

for (const [key, path] of [
  ["home", "/"],
  ["about", "/aboutme"],
] as const) {
  test(`${path} shows every heading and text without JavaScript`, async ({ page }) => {
    await page.goto(path);
    for (const heading of await page.getByRole("heading").all()) await expect(heading).toBeVisible();
    for (const text of pageTexts[key])
      await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
  });
}

test("the phone menu still opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }),
  ).toBeVisible();
});
