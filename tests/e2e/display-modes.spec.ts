import { expect, test, type Locator, type Page } from "@playwright/test";
import { RENDER_ALL_SECTIONS_CLASS } from "@/lib/scroll";
import {
  NOT_FOUND_PATHS,
  contentAt,
  expectSectionAtTop,
  particlePagePaths,
  samplePagePaths,
} from "./helpers";

/** Scrolls through the whole page, so anything that animates on scroll gets its chance. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

test.describe("with prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of samplePagePaths) {
    test(`${path}: nothing moves, not on load, scroll or a card's toggle`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("load");
      if (particlePagePaths.includes(path))
        await expect(page.locator("[data-particles]")).toHaveAttribute("data-particles", "off");
      await expect(page.locator("canvas")).toHaveCount(0);
      await scrollThrough(page);
      const cards = page.locator("[data-card] button");
      for (const button of (await cards.all()).slice(0, 3)) await button.click();
      const running = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target as Element | null;
          return `${animation.constructor.name} on ${target?.tagName ?? "?"}.${target?.className ?? ""}`;
        }),
      );
      expect(running).toEqual([]);
      // Every card that would fade in is shown as it is.
      const phases = await page
        .locator("[data-reveal]")
        .evaluateAll((els) => els.map((el) => el.dataset.reveal));
      expect(phases.filter((phase) => phase !== "shown")).toEqual([]);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
        "auto",
      );
    });
  }

  test("in-page links jump at once instead of scrolling smoothly", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Services" }).click();
    // Read in the same task as the click's scroll: a smooth scroll would still be at the top here.
    const top = await page.locator("#services").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeLessThanOrEqual(66);
    expect(top).toBeGreaterThanOrEqual(63);
  });

  test("a section link from /aboutme lands on the section without a smooth scroll", async ({ page }) => {
    await page.goto("/aboutme");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).click();
    await expectSectionAtTop(page, "portfolio");
  });
});

/** Whether an element's screenshot shows something besides its background: text, an icon, a border. */
async function showsSomething(control: Locator): Promise<number> {
  const png = (await control.screenshot()).toString("base64");
  return control.page().evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d")!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    // The colour of the middle of the left edge stands for the background.
    const base = (bitmap.height >> 1) * bitmap.width * 4;
    let differing = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const distance =
        Math.abs(pixels[i]! - pixels[base]!) +
        Math.abs(pixels[i + 1]! - pixels[base + 1]!) +
        Math.abs(pixels[i + 2]! - pixels[base + 2]!);
      if (distance > 120) differing++;
    }
    return differing;
  }, png);
}

test.describe("in forced-colors mode", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  for (const path of samplePagePaths) {
    test(`${path}: every link and button stays visible`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await page.goto(path);
      await page.waitForLoadState("load");
      const controls = page.locator("a[href], button");
      const blank: string[] = [];
      for (const control of await controls.all()) {
        if (!(await control.isVisible())) continue;
        const box = await control.boundingBox();
        // The skip link is visually hidden (a 1 px box) until focused (checked below).
        if (!box || (box.width <= 1 && box.height <= 1)) continue;
        if ((await showsSomething(control)) < 12)
          blank.push((await control.innerText()) || (await control.innerHTML()).slice(0, 60));
      }
      expect(blank).toEqual([]);
    });
  }

  test("buttons keep their outline when the background colours are dropped", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/");
    for (const button of [
      page.locator("#home").getByRole("link", { name: /Let's Talk/ }),
      page.locator("header").getByRole("link", { name: /Let's Talk/ }),
      page.locator("#contact").getByRole("link", { name: /Book my free demo/ }),
    ]) {
      const border = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.borderTopStyle} ${style.borderTopWidth}`;
      });
      expect(border).toBe("solid 1px");
    }
  });

  test("the skip link shows when focused", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    expect(await showsSomething(skip)).toBeGreaterThanOrEqual(12);
  });

  test("the focus ring shows in forced colors", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/aboutme");
    const card = page.locator("[data-card] button").first();
    await card.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const outline = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe("at 320 CSS px wide (WCAG reflow)", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  // A page of each kind in each language, and the 404 pages: pages of one kind differ only in their words.
  for (const path of [...samplePagePaths, ...NOT_FOUND_PATHS]) {
    test(`${path} never scrolls sideways, also with its menu and cards open`, async ({ page }) => {
      await page.goto(path);
      // Lay out every section now (not only as it nears the screen), so all of them are measured.
      await page.evaluate(
        (renderAll) => document.documentElement.classList.add(renderAll),
        RENDER_ALL_SECTIONS_CLASS,
      );
      expect(await overflow(page)).toBe(0);
      for (const button of await page.locator("[data-card] button").all()) await button.click();
      expect(await overflow(page)).toBe(0);
      const { menu } = (await contentAt(path)).interface.interfaceText;
      await page.getByRole("button", { name: menu }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      expect(await overflow(page)).toBe(0);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("body *")]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .filter((el) => el.checkVisibility() && !el.closest(".sr-only") && !el.matches(".sr-only"))
          // Inside a box that scrolls sideways on its own (a note's code block), the page itself does not.
          .filter((el) => {
            for (let box = el.parentElement; box; box = box.parentElement)
              if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return false;
            return true;
          })
          .map((el) => `${el.tagName}.${el.className}`.slice(0, 80)),
      );
      expect(wide).toEqual([]);
    });
  }
});
