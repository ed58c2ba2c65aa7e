import { expect, test, type Page } from "@playwright/test";
import { expectSecureAnswer, servedPaths, visitEveryPiece, watchViolations } from "./helpers";

for (const path of servedPaths) {
  test(`${path} carries the security headers and a CSP that matches its inline scripts`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.headers()["x-powered-by"]).toBeUndefined();
    expectSecureAnswer(path, response.headers(), await response.text());
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
  // Three routes, every card and two particle starts: it took 27 s of the default 30 s on a busy CI machine.
  test.setTimeout(90_000);
  const { violations, foreign } = await watch(page);
  await visitEveryPiece(page);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
