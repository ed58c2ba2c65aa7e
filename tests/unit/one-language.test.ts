/**
 * @jest-environment node
 */
// The second language is content: with content/languages.mjs naming English alone, the site is the English-only
// site it was, with no /es page, no hreflang and no other feed.
jest.mock("@/content/languages.mjs", () => ({
  languages: [{ code: "en", name: "English", locale: "en_US", dates: "en-GB" }],
}));

import { localeIn } from "@/lib/content";
import { languageParams, otherLanguages } from "@/lib/languages";
import { languageNotFoundRoutes, pageRoutes, prerenderedRoutes, samplePagePaths } from "@/lib/routes.mjs";
import { languageAlternates, pageInfosIn, pageMetadata } from "@/lib/site-metadata";
import { loadNotes } from "@/lib/notes/read.mjs";
import { PLACEHOLDER_PARAM } from "@/lib/static-params.mjs";

describe("the site with one language", () => {
  it("has only the default language's addresses, and no other language's 404 page", () => {
    expect(otherLanguages).toEqual([]);
    expect(pageRoutes.every((route) => !route.language)).toBe(true);
    expect(pageRoutes.map((route) => route.path)).toContain("/aboutme");
    expect(samplePagePaths.filter((path) => path.startsWith("/es"))).toEqual([]);
    expect(languageNotFoundRoutes).toEqual([]);
    expect(prerenderedRoutes.map((route) => route.html)).not.toContain("es.html");
  });

  it("reads a note's translation as no note at all", () => {
    expect(loadNotes().every((note) => note.language === "en")).toBe(true);
  });

  it("gives app/[lang] no params, and in the static export only the placeholder it removes", () => {
    expect(languageParams()).toEqual([]);
    process.env.STATIC_EXPORT = "1";
    try {
      expect(languageParams()).toEqual([{ lang: PLACEHOLDER_PARAM }]);
    } finally {
      delete process.env.STATIC_EXPORT;
    }
  });

  it("names no other language in any page's head", async () => {
    const locale = await localeIn(undefined);
    for (const page of pageInfosIn(locale, loadNotes())) {
      expect(languageAlternates(page.path)).toEqual({});
      const metadata = pageMetadata(page, locale);
      expect(metadata.alternates?.languages).toEqual({});
      expect(metadata.openGraph).not.toHaveProperty("alternateLocale");
    }
  });
});
