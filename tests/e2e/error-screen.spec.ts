import { expect, test } from "@playwright/test";

test("an error while rendering shows the error screen with the message, retry and home", async ({ page }) => {
  // Break the clock the footer reads while hydrating, so a component throws during render.
  await page.addInitScript(() => {
    Date.prototype.getFullYear = () => {
      throw new Error("The clock is broken");
    };
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByRole("main").getByRole("alert")).toContainText("The clock is broken");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});
