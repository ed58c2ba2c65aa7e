import { expect, test } from "@playwright/test";
import { THEME_STORAGE_KEY } from "@/lib/theme";

/** Breaks the root layout (the footer's clock throws while hydrating) until the test sets `window.clockMended`. */
const breakTheClock = () => {
  const getFullYear = Date.prototype.getFullYear;
  Date.prototype.getFullYear = function (this: Date) {
    if (!(window as Window & { clockMended?: boolean }).clockMended) throw new Error("The clock is broken");
    return getFullYear.call(this);
  };
};

// app/global-error.tsx is the one error boundary: an error in the root layout and one in a page's own
// component end on the same screen.
for (const { where, path, message, breakIt } of [
  {
    where: "the layout",
    path: "/",
    message: "The clock is broken",
    breakIt: breakTheClock,
  },
  {
    where: "a page",
    path: "/aboutme",
    message: "No observer",
    // The about page's cards start watching for their first scroll into view from an effect (the framework's
    // own observers watch other elements).
    breakIt: () => {
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
        if (target.hasAttribute("data-reveal")) throw new Error("No observer");
        observe.call(this, target);
      };
    },
  },
]) {
  test(`an error in ${where} shows the error screen with the message, retry and home, and logs it`, async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on("console", (entry) => {
      if (entry.type() === "error") consoleErrors.push(entry.text());
    });
    await page.addInitScript(breakIt);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByRole("main").getByRole("alert")).toContainText(message);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    // Logged by Next for the boundary, not by the screen (components/error-screen.tsx).
    await expect.poll(() => consoleErrors.some((text) => text.includes(message))).toBe(true);
  });
}

// The error screen takes over the layout's <html>, and React clears the attributes of the element it takes
// over: the visitor's stored theme (the theme script's class) must survive it, against the system's.
for (const [stored, system] of [
  ["dark", "light"],
  ["light", "dark"],
] as const) {
  test(`the error screen keeps a stored ${stored} theme on a ${system} system`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system });
    await page.addInitScript(({ key, choice }) => window.localStorage.setItem(key, choice), {
      key: THEME_STORAGE_KEY,
      choice: stored,
    });
    await page.addInitScript(breakTheClock);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${stored}\\b`));
    await expect(page.locator("html")).toHaveCSS("color-scheme", stored);
  });
}

// "Try again" renders the layout again, which takes <html> back from the error screen and so clears it too.
test("after a successful retry the page keeps a stored dark theme on a light system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript((key) => window.localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
  await page.addInitScript(breakTheClock);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await page.evaluate(() => Object.assign(window, { clockMended: true }));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("html")).toHaveCSS("color-scheme", "dark");
  await expect(page.locator("header").getByRole("button", { name: /^Theme: / })).toHaveAccessibleName(
    "Theme: Dark",
  );
});
