import { expect, test, type Page } from "@playwright/test";
import { RENDER_ALL_SECTIONS_CLASS } from "@/lib/scroll";
import { accessibleExpanded, expectSectionAtTop, samplePagePaths } from "./helpers";

type Stop = {
  label: string;
  top: number;
  left: number;
  /** A visible focus indicator: an outline at least 2 px wide that is not transparent. */
  ring: boolean;
  expanded: string | null;
  isCard: boolean;
  /** Where the previous stop is now (sections render as focus nears them, which moves what follows). */
  previous: { top: number; right: number } | null;
};

/** What has focus, where, and whether it shows a ring: after two frames, so a section near it has rendered. */
function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const el = document.activeElement as HTMLElement | null;
    const memory = window as unknown as { __previousStop?: HTMLElement };
    const before = memory.__previousStop;
    if (!el || el === document.body || el === document.documentElement) return null;
    memory.__previousStop = el;
    const then = before && before !== el ? before.getBoundingClientRect() : null;
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const ring =
      style.outlineStyle !== "none" &&
      parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor);
    return {
      label: (el.getAttribute("aria-label") ?? el.innerText ?? "").replace(/\s+/g, " ").trim(),
      top: Math.round(rect.top + window.scrollY),
      left: Math.round(rect.left + window.scrollX),
      ring,
      expanded: el.getAttribute("aria-expanded"),
      isCard: el.closest("[data-card]") !== null,
      previous: then && { top: Math.round(then.top + scrollY), right: Math.round(then.right + scrollX) },
    };
  });
}

/** Every link and button a visitor can reach, in DOM order, with every section rendered for the count. */
function reachable(page: Page): Promise<string[]> {
  return page.evaluate((renderAll) => {
    const root = document.documentElement;
    const wasRendered = root.classList.contains(renderAll);
    root.classList.add(renderAll);
    const labels = [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex='0']")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.tabIndex >= 0)
      .map((el) => (el.getAttribute("aria-label") ?? el.innerText ?? "").replace(/\s+/g, " ").trim());
    if (!wasRendered) root.classList.remove(renderAll);
    return labels;
  }, RENDER_ALL_SECTIONS_CLASS);
}

/**
 * Tabs through the page: each stop shows a ring and comes after the previous one visually; each card opens with
 * Enter and closes with Space. Fails if focus is lost before it leaves the page, or never leaves (a trap).
 */
async function walk(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    if (!stop) return stops;
    expect(stop.ring, `focus ring on "${stop.label}"`).toBe(true);
    const previous = stops.at(-1);
    if (previous) {
      const then = stop.previous;
      expect(then, `where "${previous.label}" is now`).not.toBeNull();
      const below = stop.top >= (then?.top ?? 0) - 4;
      const rightOf = stop.left >= (then?.right ?? 0) - 4;
      expect(below || rightOf, `"${stop.label}" comes after "${previous.label}" on screen`).toBe(true);
    }
    if (stop.isCard) {
      await page.keyboard.press("Enter");
      expect((await focused(page))?.expanded, `Enter opens "${stop.label}"`).toBe("true");
      await page.keyboard.press("Space");
      expect((await focused(page))?.expanded, `Space closes "${stop.label}"`).toBe("false");
    }
    stops.push(stop);
  }
  throw new Error(`focus is trapped: still on the page after 150 presses of Tab`);
}

for (const path of samplePagePaths) {
  test(`${path}: the keyboard alone reaches every control in visual order`, async ({ page }) => {
    // Every control, one key press at a time: 42–56 s on the slower machine with a core busy (2026-11-25).
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await page.waitForLoadState("load");
    const expected = await reachable(page);
    const stops = await walk(page);
    expect(stops[0]?.label).toBe("Skip to content");
    // The walk visited every reachable control once, in document order, and only at the end left the page.
    expect(stops.map((stop) => stop.label)).toEqual(expected);
    if (path === "/aboutme") expect(stops.filter((stop) => stop.isCard)).toHaveLength(18);
  });
}

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
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      expect(stop?.ring, `focus ring on "${stop?.label}"`).toBe(true);
      inMenu.push(stop?.label ?? "(nothing)");
    }
    expect(inMenu).toEqual(["Home", "Services", "Portfolio", "About Me", "Theme: System"]);
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
