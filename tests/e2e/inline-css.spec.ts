// Each page's own rules of the stylesheet arrive inside its HTML (tools/pipeline/inline-css.mjs): the first paint
// waits for no second request, and the browser fetches the whole sheet only once the page has loaded. With its
// own rules alone, every element of a page looks as it does with the whole sheet, in each state scripts give it.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import postcss from "postcss";
import { aboutPage } from "@/content/about";
import { hero } from "@/content/home";
import { cssForPage } from "../../tools/pipeline/inline-css.mjs";
import { buildFileOfUrl } from "../../tools/pipeline/next-output.mjs";
import { collectConsole, samplePagePaths, servedPaths, waitForHydration } from "./helpers";

/** Every stylesheet file the page asks the network for, from now on. */
function stylesheetRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet" || new URL(request.url()).pathname.endsWith(".css")) {
      urls.push(request.url());
    }
  });
  return urls;
}

/** What the stylesheet sets, read where it shows: the heading's font and the top bar's fixed position. */
const styled = (page: Page) =>
  page.evaluate(() => ({
    headingFont: getComputedStyle(document.querySelector("h1")!).fontFamily,
    topBar: getComputedStyle(document.querySelector("header")!).position,
  }));

/** The rules of a stylesheet, each with the @media, @layer and the like it stands in. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const where: string[] = [];
    for (let parent = rule.parent; parent && parent.type !== "root"; parent = parent.parent) {
      where.unshift(
        parent.type === "atrule"
          ? `@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`
          : (parent as postcss.Rule).selector,
      );
    }
    rules.push([...where, rule.selector].join(" › "));
  });
  return rules;
}

for (const path of servedPaths) {
  test(`${path}: the HTML carries rules of the built stylesheet, and its link is disabled`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const links = [
      ...html.matchAll(/<style>([\s\S]*?)<\/style>(<link rel="stylesheet" href="([^"]+)"[^>]*>)/g),
    ];
    expect(links.length, "stylesheets inlined, each just before its link").toBeGreaterThan(0);
    for (const [, inline, link, href] of links) {
      expect(link, "the link is disabled, so it is not fetched while the page loads").toMatch(/ disabled=""/);
      const whole = rulesOf(cssForPage(readFileSync(buildFileOfUrl(href!), "utf8"), href!));
      const own = rulesOf(inline!);
      expect(own.length, "some of the rules").toBeGreaterThan(0);
      expect(own.length, "fewer rules than the whole sheet").toBeLessThan(whole.length);
      expect(
        own.filter((rule) => !whole.includes(rule)),
        "rules the sheet does not have",
      ).toEqual([]);
    }
    // Paths in url() now resolve against the page: none may stay relative.
    const inline = links.map((m) => m[1]).join("");
    expect(inline.match(/url\((?!["']?(?:\/|data:|#))[^)]*\)/g) ?? []).toEqual([]);
  });
}

/** Whether the page's link to the whole stylesheet is enabled and its rules are in. */
const wholeSheetIn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].every(
      (link) => !link.disabled && !!link.sheet,
    ),
  );

/**
 * Every element of the page and its ::before and ::after, with a digest of each computed style, once no
 * transition or animation is running (the 3D particles and the like run on, and are left out).
 */
const lookOf = (page: Page) =>
  page.evaluate(async () => {
    const digest = (text: string) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return (hash >>> 0).toString(36);
    };
    const look = () =>
      [...document.querySelectorAll("body *")].flatMap((element, index) =>
        [null, "::before", "::after"].map((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const name = `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join(".")}${pseudo ?? ""}`;
          // A ::before or ::after without content is not drawn: its content says so.
          if (pseudo && (style.content === "none" || style.content === "normal")) return `${name} none`;
          let text = "";
          // Custom properties are left out: a page's own rules keep those it reads, and what they set shows here.
          for (let i = 0; i < style.length; i += 1) {
            const property = style[i]!;
            if (!property.startsWith("--")) text += `${property}:${style.getPropertyValue(property)};`;
          }
          return `${name} ${digest(text)}`;
        }),
      );
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Settled: no finite animation running, and the same look two frames apart (a click's effects, a sheet
    // just applied and the sizes it gives all come in over a frame or two).
    for (let previous = ""; ;) {
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      const now = look();
      if (now.join() === previous) return now;
      previous = now.join();
      await frame();
    }
  });

/** Opens every part of the page a button opens (the cards), as a visitor would, each once it answers. */
async function openEverything(page: Page) {
  const controlled = await page
    .locator("button[aria-expanded='false'][aria-controls]")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-controls")));
  for (const id of controlled) {
    const selector = `button[aria-controls="${id}"]`;
    const button = page.locator(selector);
    if (!(await button.isVisible())) continue;
    await waitForHydration(page, selector);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  }
}

/** Shows the theme button's tooltip, whose parts only a script draws (the first hover loads it). */
async function showTooltip(page: Page) {
  const toggle = page.locator("header [data-theme-toggle]:visible");
  await toggle.hover();
  await expect(toggle).toHaveAttribute("data-state", /closed|open/);
  await page.mouse.move(0, 400);
  await toggle.hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
}

/** The states a visitor sees a page in: on a phone with its menu open; on a desktop, dark, cards open, a tooltip. */
const STATES = [
  { name: "phone, light", viewport: { width: 390, height: 844 }, colorScheme: "light", act: openEverything },
  {
    name: "desktop, dark",
    viewport: { width: 1280, height: 800 },
    colorScheme: "dark",
    act: async (page: Page) => {
      await openEverything(page);
      await showTooltip(page);
    },
  },
] as const;

for (const path of samplePagePaths) {
  test(`${path}: with only its own rules, every element looks as it does with the whole stylesheet`, async ({
    browser,
  }) => {
    for (const state of STATES) {
      const context = await browser.newContext({
        viewport: state.viewport,
        colorScheme: state.colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      // Without the file, the page keeps the rules its HTML carries, whatever it does.
      const css = /\.css(\?|$)/;
      await page.route(css, (route) => route.abort());
      await page.goto(path);
      await waitForHydration(page, "header [data-theme-toggle]");
      await state.act(page);
      const own = await lookOf(page);
      // Then the same page, in the same state, with the whole sheet.
      await page.unroute(css);
      await page.evaluate(() => {
        for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")) {
          link.disabled = false;
          link.href = `${link.href.split("?")[0]}?whole`;
        }
      });
      await expect.poll(() => wholeSheetIn(page), "the whole sheet").toBe(true);
      const all = await lookOf(page);
      await context.close();
      expect(own.length, `${state.name}: elements`).toBe(all.length);
      expect(
        own.filter((look, i) => look !== all[i]),
        `${state.name}: elements that look otherwise`,
      ).toEqual([]);
    }
  });
}

/** Whether the page has fetched a stylesheet file (into the cache, or as a sheet). */
const sheetFetched = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname.endsWith(".css")),
  );

test("the whole stylesheet is fetched once the page has loaded but not applied, and React hydrates without an error", async ({
  page,
}) => {
  const requests = stylesheetRequests(page);
  const errors = collectConsole(page, "error");
  for (const path of samplePagePaths) {
    await page.goto(path);
    await waitForHydration(page, "header [data-theme-toggle]");
    expect(await styled(page)).toEqual({ headingFont: expect.stringMatching(/inter/i), topBar: "fixed" });
    await expect.poll(() => sheetFetched(page), `${path}: the whole sheet, fetched`).toBe(true);
    // Applied, it would style and lay out the whole page a second time (#81): only a client navigation needs it.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].map(
          (link) => link.disabled,
        ),
      ),
      `${path}: the whole sheet's link, still disabled`,
    ).toEqual([true]);
  }
  const loaded = await page.evaluate(() => ({
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    sheets: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
      .map((entry) => entry.startTime),
  }));
  expect(
    loaded.sheets.every((start) => start >= loaded.load),
    "no sheet fetched before the page's load event",
  ).toBe(true);
  const fonts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(
    fonts.some((url) => url.endsWith(".woff2")),
    "the web font, from the inlined @font-face",
  ).toBe(true);
  // One file for the site, fetched on the first page and cached for the others.
  expect(new Set(requests).size).toBe(1);
  expect(errors).toEqual([]);
});

test("a client navigation from /aboutme to a home-page section finds the rules of the home page", async ({
  page,
}) => {
  const requests = stylesheetRequests(page);
  const errors = collectConsole(page, "error");
  await page.goto("/aboutme");
  await waitForHydration(page, "header a[href='/#services']");
  await expect(page.locator("h1")).toHaveText(aboutPage.headline);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // Whether the home page's heading ever showed while a stylesheet's rules were not in yet.
  await page.evaluate((headline) => {
    const early = new MutationObserver(() => {
      const sheetsIn = [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].every(
        (link) => !link.disabled && !!link.sheet,
      );
      if (document.querySelector("h1")?.textContent === headline && !sheetsIn) {
        Object.assign(window, { shownWithoutRules: true });
      }
    });
    early.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, hero.headline);
  await page.locator("header a[href='/#services']").first().click();
  await expect(page.locator("h1")).toHaveText(hero.headline);
  expect(
    await page.evaluate(() => "shownWithoutRules" in window),
    "the next page shown only once the whole sheet's rules are in",
  ).toBe(false);
  expect(await page.evaluate(() => "samePage" in window), "navigated without a reload").toBe(true);
  expect(await styled(page)).toEqual({ headingFont: expect.stringMatching(/inter/i), topBar: "fixed" });
  await expect.poll(() => wholeSheetIn(page), "the whole sheet, enabled").toBe(true);
  expect(
    await page.evaluate(() => ({
      inline: [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes("@font-face"))
        .length,
      links: document.querySelectorAll("link[rel='stylesheet']").length,
    })),
    "the first page's own rules, and the one link to the whole sheet",
  ).toEqual({ inline: 1, links: 1 });
  expect(new Set(requests).size, "the whole sheet").toBe(1);
  expect(errors).toEqual([]);
});

test("offline for the whole stylesheet, a page logs no error and a link still leads to its page", async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  const isSheet = (url: string) => new URL(url).pathname.endsWith(".css");
  await page.route(
    (url) => isSheet(url.href),
    (route) => route.abort("internetdisconnected"),
  );
  const prefetchFailed = page.waitForEvent("requestfailed", (request) => isSheet(request.url()));
  await page.goto("/aboutme");
  await waitForHydration(page, "header a[href='/#services']");
  await prefetchFailed;
  // The held click applies the sheet, which fails again: the link is followed all the same.
  const applyFailed = page.waitForEvent("requestfailed", (request) => isSheet(request.url()));
  await page.locator("header a[href='/#services']").first().click();
  await applyFailed;
  await expect(page.locator("h1")).toHaveText(hero.headline);
  expect(uncaught, "no rejection left unhandled").toEqual([]);
});
