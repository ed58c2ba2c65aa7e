import { expect, test } from "@playwright/test";
import { collectConsole } from "./helpers";

test.describe("not found", () => {
  test("answers 404 with the message, a way home and a console error naming the path", async ({ page }) => {
    const errors = collectConsole(page, "error");
    const response = await page.goto("/no-such-page/here?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => errors.some((text) => text.includes("/no-such-page/here"))).toBe(true);

    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Automation Agency");
  });

  test("is marked noindex", async ({ request }) => {
    const response = await request.get("/missing");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
  });
});
