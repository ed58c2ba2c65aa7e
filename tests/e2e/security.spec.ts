import { expect, test, type Page } from "@playwright/test";
import { hashesOfHtml } from "../../tools/pipeline/csp-hashes.mjs";
import { staticSecurityHeaders } from "../../lib/security-headers.mjs";
import { collectConsole, followChatLink, servedPaths, waitForHydration, watchViolations } from "./helpers";

const PATHS = servedPaths;

for (const path of PATHS) {
  test(`${path} carries the security headers and a CSP that matches its inline scripts`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const { key, value } of staticSecurityHeaders) expect(headers[key.toLowerCase()], key).toBe(value);
    expect(headers["x-powered-by"]).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    // A stale hash (content changed after the hashes were taken) fails here.
    const hashes = hashesOfHtml(await response.text());
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc, `${path}: ${hash}`).toContain(`'${hash}'`);
  });
}

/** Records CSP violations and any request to another origin. */
async function watch(page: Page) {
  const violations = await watchViolations(page);
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (url.origin !== new URL(page.url() === "about:blank" ? request.url() : page.url()).origin) {
      foreign.push(request.url());
    }
  });
  return { violations, foreign };
}

test("visiting every route, opening every card, a toast, the theme and the particles causes no CSP violation", async ({
  page,
}) => {
  // Three routes, 18 cards and two particle starts: it took 27 s of the default 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const { violations, foreign } = await watch(page);
  await page.goto("/");
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  // A chat link's toast (sonner injects its styles), the theme toggle and its tooltip (Radix).
  await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  const themeToggle = page.locator("header").getByRole("button", { name: /^Theme: / });
  await themeToggle.click();
  await themeToggle.click();
  await page.mouse.move(0, 400);
  await themeToggle.hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Me" }).click();
  await expect(page).toHaveURL(/\/aboutme$/);
  await waitForHydration(page, "[data-card] button");
  for (const button of await page.locator("[data-card] button").all()) await button.click();
  await expect(page.locator('[data-card] button[aria-expanded="true"]')).toHaveCount(18);
  await page.locator('[data-card="project"]').last().scrollIntoViewIfNeeded();
  await page.goto("/aboutme");
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  const errors = collectConsole(page, "error");
  await page.goto("/no-such-page/here?x=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  // The not-found page logs the path that was tried.
  await expect.poll(() => errors.some((text) => text.includes("/no-such-page/here"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
