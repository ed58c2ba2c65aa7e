import { expect, test, type Page } from "@playwright/test";
import { followChatLink, holdRequests, waitForHydration } from "./helpers";
import { THEME_STORAGE_KEY } from "@/lib/theme";

const toggle = (page: Page) => page.locator("header").getByRole("button", { name: /^Theme: / });
const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const TOGGLE_SELECTOR = "header [data-theme-toggle]";
const SCRIPT = /\/_next\/static\/.*\.js$/;

/**
 * The page's own deferred scripts have arrived once the particles run (their engine, its worker and the worker's
 * runtime load after hydration): from then on, the only script a test holds is the one it is about, the
 * tooltip's. Holding the particles' too left a hover hanging for 60 s, in two soak runs of 99d8932, one of 1b64b4d.
 */
const pageScriptsLoaded = (page: Page) => expect(page.locator('[data-particles="running"]')).toHaveCount(1);

/** Tabs to the toggle, asking the document: the toggle's button is replaced when its tooltip loads. */
async function tabToToggle(page: Page) {
  const focused = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest("header [data-theme-toggle]")));
  for (let presses = 0; presses < 12 && !(await focused()); presses++) await page.keyboard.press("Tab");
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the default follows the system and the toggle cycles light, dark, system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(toggle(page)).toHaveAccessibleName("Theme: System");
  const systemDark = await background(page);
  await page.emulateMedia({ colorScheme: "light" });
  const systemLight = await background(page);
  expect(systemDark).not.toBe(systemLight);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName("Theme: Light");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background(page)).toBe(systemLight);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName("Theme: Dark");
  await page.emulateMedia({ colorScheme: "light" });
  expect(await background(page)).toBe(systemDark);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName("Theme: System");
  expect(await background(page)).toBe(systemLight);
});

test("the choice persists across pages and visits", async ({ page }) => {
  await page.goto("/");
  await toggle(page).click();
  await toggle(page).click();
  expect(await rootClass(page)).toContain("dark");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Me" }).click();
  await expect(page).toHaveURL(/\/aboutme$/);
  expect(await rootClass(page)).toContain("dark");
  await page.reload();
  expect(await rootClass(page)).toContain("dark");
  await expect(toggle(page)).toHaveAccessibleName("Theme: Dark");
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
});

test("a stored theme is applied by the inline script, before any of the app's JavaScript", async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  await page.emulateMedia({ colorScheme: "light" });
  // With the framework's scripts blocked nothing but the inline script can set the theme.
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
  await page.goto("/");
  expect(await rootClass(page)).toContain("dark");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
  await expect(toggle(page)).toHaveAccessibleName("Theme: Dark");
});

test("the toggle's tooltip says what a click does, its code loaded only on the way to it", async ({
  page,
}) => {
  await page.goto("/");
  // The page's own deferred work is done once the particles run; Radix's trigger marks the button it wraps,
  // so until the pointer comes, the tooltip code is not there.
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  await expect(toggle(page)).not.toHaveAttribute("data-state");
  await toggle(page).hover();
  await expect(toggle(page)).toHaveAttribute("data-state", /closed|open/);
  await page.mouse.move(0, 400);
  await toggle(page).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Theme: System. Switch to light");
  await toggle(page).click();
  await page.mouse.move(0, 400);
  await toggle(page).hover();
  await expect(page.getByRole("tooltip")).toHaveText("Theme: Light. Switch to dark");
});

test("focusing the toggle from the keyboard keeps focus there while its tooltip arrives", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page, TOGGLE_SELECTOR);
  await tabToToggle(page);
  await expect(toggle(page)).toBeFocused();
  await expect(page.getByRole("tooltip")).toHaveText("Theme: System. Switch to light");
  await expect(toggle(page)).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await rootClass(page)).toContain("light");
});

test("a click under way when the tooltip's code arrives still switches the theme", async ({ page }) => {
  await page.goto("/");
  // The toggle asks for its tooltip from its own handlers, so they must be there before the pointer or focus.
  await waitForHydration(page, TOGGLE_SELECTOR);
  await pageScriptsLoaded(page);
  const scripts = await holdRequests(page, SCRIPT);
  await toggle(page).hover();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await page.mouse.down();
  const arrived = page.waitForEvent("requestfinished", (request) => SCRIPT.test(request.url()));
  scripts.release();
  await arrived;
  // Two frames for the module to run and React to commit whatever it would with the button held down.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
  await expect(toggle(page)).toHaveAccessibleName("Theme: Light");
  // The tooltip comes once the press is over.
  await expect(toggle(page)).toHaveAttribute("data-state", /closed|delayed-open|instant-open/);
});

test("tabbing on past the toggle before its tooltip arrives does not pull focus back", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page, TOGGLE_SELECTOR);
  await pageScriptsLoaded(page);
  // Scripts asked for from now on (the tooltip's) wait until the visitor has moved on.
  const scripts = await holdRequests(page, SCRIPT);
  await tabToToggle(page);
  await expect(toggle(page)).toBeFocused();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await page.keyboard.press("Tab");
  const next = page.locator("header").getByRole("link", { name: /Let's Talk/ });
  await expect(next).toBeFocused();
  scripts.release();
  // Radix marks the trigger once the tooltip has been swapped in.
  await expect(toggle(page)).toHaveAttribute("data-state", /closed|delayed-open|instant-open/);
  await expect(next).toBeFocused();
});

test("the toaster and the particles follow the theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  const particleColour = () =>
    page
      .locator("[data-particles]")
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--particle").trim());
  const light = await particleColour();
  await toggle(page).click();
  await toggle(page).click();
  // The hero's particle colours change with the theme (sending them to the worker: unit-tested).
  expect(await particleColour()).not.toBe(light);
  await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-sonner-theme", "dark");
});

test("on a phone the theme toggle is in the menu, with its name in words", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(toggle(page)).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const inMenu = page.locator("#mobile-menu").getByRole("button", { name: /^Theme: / });
  // innerText: only the current choice's label is rendered.
  await expect.poll(() => inMenu.innerText()).toBe("Theme: System");
  await expect(inMenu).toHaveAccessibleName("Theme: System");
  await inMenu.click();
  await expect.poll(() => inMenu.innerText()).toBe("Theme: Light");
  expect(await rootClass(page)).toContain("light");
});

test("the dark theme has its own accents, not the light theme's pastel tiles", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/aboutme");
  const tiles = page.locator('[data-card="skill"] button > span:first-child');
  await expect(tiles).toHaveCount(8);
  // Dark: a faint tint of the accent (15 % alpha) over the dark card; light: an opaque pastel.
  const alphas = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const colour = getComputedStyle(el).backgroundColor;
      const alpha = /(?:\/|,)\s*([\d.]+)\)$/.exec(colour)?.[1];
      return alpha === undefined ? 1 : Number(alpha);
    }),
  );
  for (const alpha of alphas) expect(alpha).toBeLessThan(0.5);
  await page.emulateMedia({ colorScheme: "light" });
  const light = await tiles.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(light).not.toMatch(/(?:\/|,)\s*0?\.\d+\)$/);
});
