import { expect, test } from "@playwright/test";
import { aboutPage } from "@/content/about";
import { projects } from "@/content/projects";
import { skills } from "@/content/skills";
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

test("the about page's cards show their title and description without JavaScript", async ({ page }) => {
  await page.goto("/aboutme");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.headline);
  const cards = page.locator("[data-card]");
  for (const card of [...skills, ...projects]) {
    await expect(cards.getByText(card.title, { exact: true })).toBeVisible();
    await expect(cards.getByText(card.description, { exact: true })).toBeVisible();
  }
});

test("the phone menu still opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }),
  ).toBeVisible();
});
