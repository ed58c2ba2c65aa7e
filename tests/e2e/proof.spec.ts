// What a visitor weighs before a chat: a case study's measured results wherever the case study shows, a
// testimonial's case study, the owner's face, and a 404 page with every way on. From content/ and the notes, so
// a new case study, result or language needs no test code.
import { expect, test, type Page } from "@playwright/test";
import { languages } from "@/content/languages.mjs";
import { serviceIds } from "@/content/service-ids.mjs";
import { founderPhoto } from "@/lib/founder-photo.mjs";
import { formatResult } from "@/lib/notes/results";
import { notePath, notesIn, pathIn, routes, servicePath } from "../../lib/routes.mjs";
import { NOT_FOUND_PATHS, contentAt } from "./helpers";

/** The results a page shows, as [what it measures, figure], in page order. */
const resultsOn = (page: Page, scope: string) =>
  page
    .locator(`${scope} .results > div`)
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
    );

for (const { code, dates } of languages) {
  const notes = notesIn(code);
  const shown = (note: (typeof notes)[number]) =>
    note.results.map((result) => [result.label, formatResult(result, dates)]);

  /** Each note card on the page, by its note, against the results that note declares. */
  async function expectCardsMatch(page: Page) {
    const cards = await page
      .locator(".note-list article")
      .evaluateAll((articles) =>
        articles.map((article) => article.querySelector("h2 a, h3 a")?.getAttribute("href")),
      );
    for (const [index, href] of cards.entries()) {
      const note = notes.find((candidate) => pathIn(code, notePath(candidate.slug)) === href);
      expect(note, `${page.url()}: a card links ${href}`).toBeDefined();
      expect(await resultsOn(page, `.note-list > li:nth-child(${index + 1})`), href!).toEqual(shown(note!));
    }
    // A results list outside a card would be one no note declared.
    expect(await page.locator(".results").count()).toBe(await page.locator(".note-list .results").count());
  }

  test(`${pathIn(code, routes.notes.path)}: each note's page and card show its results, and none when it has none`, async ({
    page,
  }) => {
    for (const note of notes) {
      await page.goto(pathIn(code, notePath(note.slug)));
      expect(await resultsOn(page, "main"), note.slug).toEqual(shown(note));
    }
    await page.goto(pathIn(code, routes.notes.path));
    await expectCardsMatch(page);
  });

  test(`${pathIn(code, "/services")}/…: each service page shows the results of the notes it lists`, async ({
    page,
  }) => {
    for (const id of serviceIds) {
      await page.goto(pathIn(code, servicePath(id)));
      await expectCardsMatch(page);
    }
  });

  test(`${pathIn(code, "/")}: a testimonial links the case study it belongs to, by its title`, async ({
    page,
  }) => {
    const { testimonials } = (await contentAt(pathIn(code, "/"))).testimonials;
    await page.goto(pathIn(code, "/"));
    const quotes = page.locator("#portfolio li");
    await expect(quotes).toHaveCount(testimonials.length);
    for (const [index, testimonial] of testimonials.entries()) {
      const slug = testimonial.caseStudy;
      const links = quotes.nth(index).locator(`a[href="${pathIn(code, notePath(slug ?? ""))}"]`);
      if (!slug) await expect(links).toHaveCount(0);
      else await expect(links).toContainText(notes.find((note) => note.slug === slug)!.title);
    }
  });

  test(`${pathIn(code, "/")} and ${pathIn(code, routes.about.path)} show the owner's face, and /aboutme a chat button`, async ({
    page,
  }) => {
    const content = await contentAt(pathIn(code, "/"));
    const face = founderPhoto() ? "img.founder-photo" : ".founder-mark";
    await page.goto(pathIn(code, "/"));
    await expect(page.locator(`#about aside ${face}`)).toBeVisible();
    await page.goto(pathIn(code, routes.about.path));
    const hero = page.locator("main > section").first();
    await expect(hero.locator(face)).toBeVisible();
    await expect(hero.getByRole("link", { name: content.home.hero.primaryCta })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
  });
}

for (const path of NOT_FOUND_PATHS)
  test(`the 404 page at ${path} has the top bar, the footer and a chat link, and the brand in its title`, async ({
    page,
  }) => {
    const content = await contentAt(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(
      `${content.interface.interfaceText.notFoundTitle} · ${content.site.site.brand}`,
    );
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await expect(
      page.getByRole("banner").getByRole("link", { name: content.navigation.ctaLabel }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.errors.notFoundPage.title);
  });
