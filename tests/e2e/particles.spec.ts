import { expect, test, type Page } from "@playwright/test";
import { collectConsole, particlePagePaths } from "./helpers";

const host = (page: Page) =>
  page.locator("#home [data-particles], main > section:first-child [data-particles]").first();

for (const path of particlePagePaths) {
  test(`particles start after load and animate on ${path}`, async ({ page }) => {
    const warnings = collectConsole(page, "warning");
    await page.goto(path);
    await expect(host(page)).toHaveAttribute("data-particles", "running");
    const canvas = host(page).locator("canvas");
    await expect(canvas).toHaveCount(1);
    // They move: a later picture of the canvas differs from the first (nothing else draws there).
    const first = await canvas.screenshot();
    await expect.poll(async () => (await canvas.screenshot()).equals(first)).toBe(false);
    expect(warnings).toEqual([]);
  });
}

// The worker's bootstrap script is the particle script the hero loads.
const particleScript = /turbopack-worker-.*\.js$/;

test("a blocked particle script is tried 11 times, then ends in the spec's warning and a usable page", async ({
  page,
}) => {
  const warnings = collectConsole(page, "warning");
  const errors = collectConsole(page, "error");
  let requests = 0;
  await page.route(particleScript, (route) => {
    requests += 1;
    return route.abort();
  });
  await page.goto("/");
  await expect(host(page)).toHaveAttribute("data-particles", "failed");
  expect(warnings.join("\n")).toMatch(/not loaded.*Check network connection/);
  expect(warnings).toHaveLength(1);
  expect(requests).toBe(1 + 10);
  // The browser logs each failed request; the page itself reports nothing uncaught.
  expect(errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  await expect(host(page).locator("canvas")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page.locator("#services h2")).toBeInViewport();
});

// A browser with Data Saver (Lite mode) on says so in Chromium's Network Information API.
test.describe("with Data Saver on", () => {
  test("the particles stay off and their script is never fetched", async ({ page }) => {
    await page.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection)
        Object.defineProperty(Object.getPrototypeOf(connection), "saveData", { get: () => true });
    });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (particleScript.test(request.url())) fetched.push(request.url());
    });
    await page.goto("/");
    await expect(host(page)).toHaveAttribute("data-particles", "off");
    await expect(host(page).locator("canvas")).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
});
