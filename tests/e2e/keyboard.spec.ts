// The keyboard alone: the skip link and the phone menu. Tab through every page, in three engines, is aaa.spec.ts.
import { otherLanguages } from "@/lib/languages";
import { expect, test } from "@playwright/test";
import { focusProblems } from "../harness/aaa-probes.mjs";
import { accessibleExpanded, expectSectionAtTop } from "./helpers";

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#home").getByRole("link", { name: /Let's Talk/ })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens from the keyboard, is walked, and Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    await expect(page.locator("header").getByRole("link", { name: /Let's Talk/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menu" });
    // The button shows "menu" while closed and "close" while open (by CSS, from the popover's state).
    const shows = async (expanded: boolean) => {
      expect(await accessibleExpanded(menuButton)).toBe(expanded);
      await expect(menuButton.locator(`[data-menu-glyph="${expanded ? "close" : "menu"}"]`)).toBeVisible();
      await expect(menuButton.locator(`[data-menu-glyph="${expanded ? "menu" : "close"}"]`)).toBeHidden();
    };
    await shows(false);
    for (
      let presses = 0;
      presses < 10 && !(await menuButton.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await shows(true);
    const inMenu: string[] = [];
    // The section links, the theme toggle, then the page in each other language.
    for (let presses = 0; presses < 5 + otherLanguages.length; presses++) {
      await page.keyboard.press("Tab");
      // Seen, with its ring, and big enough, as every stop on the page (aaa.spec.ts).
      const stop = await page.evaluate(focusProblems, { themes: ["light", "dark"] });
      expect(stop?.problems).toEqual([]);
      inMenu.push(stop?.label ?? "(nothing)");
    }
    expect(inMenu).toEqual([
      "Home",
      "Services",
      "Portfolio",
      "About Me",
      "Theme: System",
      ...otherLanguages.map((language) => language.name),
    ]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await shows(false);
  });

  test("a menu link followed with Enter closes the menu and scrolls to its section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).focus();
    await page.keyboard.press("Enter");
    await page.locator("#mobile-menu").getByRole("link", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expectSectionAtTop(page, "services");
  });
});
