import { expect, test } from "@playwright/test";
import { pageTexts } from "./helpers";
import { localeIn } from "@/lib/content";
import { loadNotes } from "../../lib/notes/read.mjs";
const notes = loadNotes();
import { defaultLanguageCode, notePath, pathIn, routes, samplePagePaths } from "../../lib/routes.mjs";

test.use({ javaScriptEnabled: false });

// A note's page of each language (and the newest with a picture) reads whole without JavaScript: its title,
// summary, facts, every paragraph's opening words and its image. Notes differ only in their words.
const notePages = notes
  .filter((note) => samplePagePaths.includes(pathIn(note.language, notePath(note.slug))))
  .map(
    (note) =>
      [
        pathIn(note.language, notePath(note.slug)),
        async () => [
          note.title,
          note.summary,
          (await localeIn(note.language)).content.notesText.notesText.minutes(note.minutes),
          ...note.body
            .split(/\n{2,}/)
            .flatMap((block) => (/^\p{Lu}/u.test(block) ? [block.slice(0, 40)] : [])),
        ],
      ] as const,
  );

for (const [path, textsOf] of [
  ["/", async () => pageTexts.home],
  ["/aboutme", async () => pageTexts.about],
  [
    routes.notes.path,
    async () =>
      notes
        .filter((note) => note.language === defaultLanguageCode)
        .flatMap((note) => [note.title, note.summary]),
  ],
  ...notePages,
] as const) {
  test(`${path} shows every heading and text without JavaScript`, async ({ page }) => {
    await page.goto(path);
    for (const heading of await page.getByRole("heading").all()) await expect(heading).toBeVisible();
    for (const text of await textsOf())
      await expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();
    for (const image of await page.locator("main img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });
}

test("the phone menu still opens without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Services" }),
  ).toBeVisible();
});
