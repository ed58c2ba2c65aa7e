// The stylesheet arrives inside each page's HTML (tools/pipeline/inline-css.mjs): the first paint waits for no second
// request, the browser never fetches the stylesheet file, and React, which finds Next.js's disabled <link>,
// loads nothing either, on the first load and on the client navigation from /aboutme to a home-page section.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
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

for (const path of servedPaths) {
  test(`${path}: the HTML carries the built stylesheet whole, and its link is disabled`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
    expect(links.length, "stylesheet links").toBeGreaterThan(0);
    for (const [link, href] of links) {
      expect(link, "the link is disabled, so it is not fetched").toMatch(/ disabled=""/);
      const css = cssForPage(readFileSync(buildFileOfUrl(href!), "utf8"), href!);
      expect(html.includes(`<style>${css}</style>${link}`), `${href} inlined just before its link`).toBe(
        true,
      );
    }
    // Paths in url() now resolve against the page: none may stay relative.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
    expect(inline.match(/url\((?!["']?(?:\/|data:|#))[^)]*\)/g) ?? []).toEqual([]);
  });
}

test("no stylesheet is fetched, the page is styled and React hydrates without an error", async ({ page }) => {
  const requests = stylesheetRequests(page);
  const errors = collectConsole(page, "error");
  for (const path of samplePagePaths) {
    await page.goto(path);
    await waitForHydration(page, "header [data-theme-toggle]");
    expect(await styled(page)).toEqual({ headingFont: expect.stringMatching(/inter/i), topBar: "fixed" });
  }
  const fonts = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  expect(
    fonts.some((url) => url.endsWith(".woff2")),
    "the web font, from the inlined @font-face",
  ).toBe(true);
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
});

test("the client navigation from /aboutme to a home-page section fetches no stylesheet either", async ({
  page,
}) => {
  const requests = stylesheetRequests(page);
  const errors = collectConsole(page, "error");
  await page.goto("/aboutme");
  await waitForHydration(page, "header a[href='/#services']");
  await expect(page.locator("h1")).toHaveText(aboutPage.headline);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator("header a[href='/#services']").first().click();
  await expect(page.locator("h1")).toHaveText(hero.headline);
  expect(await page.evaluate(() => "samePage" in window), "navigated without a reload").toBe(true);
  expect(await styled(page)).toEqual({ headingFont: expect.stringMatching(/inter/i), topBar: "fixed" });
  expect(
    await page.evaluate(() => ({
      inline: [...document.querySelectorAll("style")].filter((s) => s.textContent?.includes("@font-face"))
        .length,
      links: document.querySelectorAll("link[rel='stylesheet']").length,
    })),
    "one copy of the stylesheet, and its one link",
  ).toEqual({ inline: 1, links: 1 });
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
});
