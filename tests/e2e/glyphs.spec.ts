// The interface's glyphs (menu, close, chevron, theme) are `<use>`s of paths the page itself carries
// (components/ui/glyph-sprite.tsx): a glyph whose path is missing draws nothing and no error says so.
import { expect, test, type Page } from "@playwright/test";
import { samplePagePaths } from "@/lib/routes.mjs";

/** Each glyph on the page: where it points, whether that path is on the page, and its drawn size. */
const glyphsOf = (page: Page) =>
  page.locator("svg > use").evaluateAll((uses) =>
    uses.map((use) => {
      const href = use.getAttribute("href") ?? "";
      const rendered = (use.closest("svg") as SVGSVGElement).getClientRects().length > 0;
      return {
        href,
        found: href.startsWith("#") && document.getElementById(href.slice(1))?.tagName === "path",
        drawnWidth: rendered ? (use as SVGUseElement).getBBox().width : null,
      };
    }),
  );

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, viewport: { width: 412, height: 823 } });

    for (const path of samplePagePaths) {
      test(`every glyph on ${path} draws a path the page carries`, async ({ page }) => {
        await page.goto(path);
        const glyphs = await glyphsOf(page);
        // The theme toggle and the phone menu's button at least, and on /aboutme every card's chevron.
        expect(glyphs.length).toBeGreaterThanOrEqual(2);
        for (const glyph of glyphs) {
          expect(glyph.found, `${glyph.href} is a path on ${path}`).toBe(true);
          if (glyph.drawnWidth !== null) expect(glyph.drawnWidth, glyph.href).toBeGreaterThan(0);
        }
        expect(glyphs.filter((glyph) => glyph.drawnWidth !== null).length).toBeGreaterThan(0);
      });
    }
  });
}
