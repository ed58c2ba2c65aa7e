import { expect, test, type Page } from "@playwright/test";
import { collectConsole } from "./helpers";

const host = (page: Page) =>
  page.locator("#home [data-particles], main > section:first-child [data-particles]").first();

for (const path of ["/", "/aboutme"]) {
  test(`particles start after load and animate on ${path}`, async ({ page }) => {
    const warnings = collectConsole(page, "warning");
    await page.goto(path);
    await expect(host(page)).toHaveAttribute("data-particles", "running", { timeout: 15_000 });
    const canvas = host(page).locator("canvas");
    await expect(canvas).toHaveCount(1);
    const first = await canvas.screenshot();
    await page.waitForTimeout(400);
    const second = await canvas.screenshot();
    expect(first.equals(second)).toBe(false);
    expect(warnings).toEqual([]);
  });
}

// The worker's bootstrap script is the particle script the hero loads.
const particleScript = /turbopack-worker-.*\.js$/;

test("a slow particle script is waited for, not given up on", async ({ page }) => {
  const warnings = collectConsole(page, "warning");
  // 2.5 s is longer than the spec's 10 retries × 100 ms: a slow load is not a failed one.
  await page.route(particleScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  await page.goto("/");
  await expect(host(page)).toHaveAttribute("data-particles", "waiting", { timeout: 10_000 });
  await expect(host(page)).toHaveAttribute("data-particles", "running", { timeout: 15_000 });
  expect(warnings).toEqual([]);
});

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
  await expect
    .poll(() => warnings.join("\n"), { timeout: 10_000 })
    .toMatch(/not loaded.*Check network connection/);
  expect(warnings).toHaveLength(1);
  expect(requests).toBe(1 + 10);
  // The browser logs each failed request; the page itself reports nothing uncaught.
  expect(errors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  await expect(host(page)).toHaveAttribute("data-particles", "failed");
  await expect(host(page).locator("canvas")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page.locator("#services h2")).toBeInViewport();
});

test("the warning comes about 1 s after the hero starts waiting", async ({ page }) => {
  await page.route(particleScript, (route) => route.abort());
  await page.goto("/");
  await expect(host(page)).toHaveAttribute("data-particles", "waiting", { timeout: 10_000 });
  const waitingAt = Date.now();
  await expect(host(page)).toHaveAttribute("data-particles", "failed", { timeout: 10_000 });
  const waited = Date.now() - waitingAt;
  // 10 retries × 100 ms; the bounds are loose because this machine is shared and noisy.
  expect(waited).toBeGreaterThan(500);
  expect(waited).toBeLessThan(5_000);
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no particle animation runs and cards do not fade", async ({ page }) => {
    await page.goto("/aboutme");
    await page.waitForLoadState("load");
    await expect(host(page)).toHaveAttribute("data-particles", "off");
    await expect(host(page).locator("canvas")).toHaveCount(0);
    const phases = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-reveal")));
    expect(new Set(phases)).toEqual(new Set(["shown"]));
    await expect(page.locator('[data-card="project"]').last()).toHaveCSS("opacity", "1");
  });
});
