// Static parts (components/ui/static-part.tsx) reach the browser as HTML React does not walk: the page hydrates
// them as one element each, a client navigation renders them from its payload, and going back shows them as the
// server sent them. A page of each kind, in each language.
import { expect, test, type Page } from "@playwright/test";
import { STATIC_PART_ATTRIBUTE } from "../../lib/static-part.mjs";
import { languages } from "../../content/languages.mjs";
import { pathIn, routes } from "../../lib/routes.mjs";
import { NOT_FOUND_PATHS, collectConsole, contentAt, samplePagePaths, waitForHydration } from "./helpers";

const PART = `[${STATIC_PART_ATTRIBUTE}]`;

/**
 * The most of a page's elements React may own (#67): a quarter. The rest is static HTML: the sections, the top
 * bar's lists and buttons' insides, the cards, a service's or a note's whole <main>.
 */
const REACT_SHARE_CEILING = 0.25;

/** Once every part and the footer are hydrated (the last boundaries React wakes): the page's elements, and React's. */
async function hydratedCounts(page: Page) {
  await expect
    .poll(() =>
      page.evaluate((part) => {
        const own = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        return [...document.querySelectorAll(`${part}, footer`)].every(own);
      }, PART),
    )
    .toBe(true);
  return page.evaluate((part) => {
    const own = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    const elements = [...document.body.querySelectorAll("*")];
    return {
      elements: elements.length,
      react: elements.filter(own).length,
      insideParts: [...document.querySelectorAll(`${part} *`)].filter(own).length,
      parts: document.querySelectorAll(part).length,
      emptyParts: [...document.querySelectorAll(part)].filter((element) => !element.innerHTML.trim()).length,
    };
  }, PART);
}

/** A page of each kind, in each language: the sample, each list of notes, each 404 page. */
const kindPaths = [
  ...samplePagePaths,
  ...languages.map(({ code }) => pathIn(code, routes.notes.path)),
  ...NOT_FOUND_PATHS,
];

for (const path of kindPaths)
  test(`${path}: React owns no element inside a static part, and its share of the page holds`, async ({
    page,
  }) => {
    const errors = collectConsole(page, "error");
    await page.goto(path);
    const counts = await hydratedCounts(page);
    console.log(
      `${path}: React's ${counts.react} of ${counts.elements} elements, ${counts.parts} static parts`,
    );
    expect(counts.parts, "static parts").toBeGreaterThan(0);
    expect(counts.insideParts).toBe(0);
    expect(counts.emptyParts).toBe(0);
    expect(counts.react / counts.elements, `${counts.react} of ${counts.elements}`).toBeLessThanOrEqual(
      REACT_SHARE_CEILING,
    );
    // A 404 page: the browser reports the document's status, and the page names the missing address on purpose
    // (components/not-found-logger.tsx).
    const missing = NOT_FOUND_PATHS.includes(path);
    expect(
      errors.filter(
        (text) => !(missing && (text.includes(path) || text.startsWith("Failed to load resource"))),
      ),
    ).toEqual([]);
  });

test("a client navigation renders the next page's static parts; going back, the first page's are as sent", async ({
  page,
}) => {
  const errors = collectConsole(page, "error");
  const { navigation, home } = await contentAt(routes.about.path);
  await page.goto(routes.about.path);
  const sent = await page.locator(PART).evaluateAll((parts) => parts.map((part) => part.textContent));
  await waitForHydration(page, "header nav a[href*='#']");
  // A link to a home section from another page goes through the client router (components/layout/top-bar-links.tsx).
  const services = navigation.navItems.find(
    (item) => item.kind === "section" && item.sectionId === navigation.sectionIds.services,
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: services!.label }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
  const homeParts = await hydratedCounts(page);
  expect([homeParts.parts, homeParts.emptyParts]).toEqual([expect.any(Number), 0]);
  expect(homeParts.parts).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${routes.about.path}$`));
  await expect
    .poll(() => page.locator(PART).evaluateAll((parts) => parts.map((part) => part.textContent)))
    .toEqual(sent);
  expect(errors).toEqual([]);
});
