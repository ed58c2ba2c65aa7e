// @ts-check
// `npm run screenshots`: the pages to look at before a change to the look lands. A page of each kind (home,
// about, the first service, the list of notes, the first case study, the 404) in every language, at a phone's
// width and a desktop's, light and dark, full length and still (reduced motion), from the static export served by nginx as a host serves
// it. PNGs in test-results/screenshots/ (out of git), named page-language-width-theme.png.
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { languages } from "../../content/languages.mjs";
import { serviceIds } from "../../content/service-ids.mjs";
import { notePath, notesIn, pathIn, routes, servicePath } from "../../lib/routes.mjs";
import { CHROME_FLAGS, resolveChromePath } from "./browser.mjs";
import { exportIsBuilt, startNginx } from "./servers.mjs";

const DIR = resolve("test-results/screenshots");
/** @type {[number, number][]} */
const WIDTHS = [
  [390, 844],
  [1440, 900],
];
const THEMES = /** @type {const} */ (["light", "dark"]);

if (!exportIsBuilt()) {
  console.error("✖ no out/: run `npm run build:static` first");
  process.exit(1);
}

/** The pages of each kind in a language, by a short name. @param {string} code */
function pagesIn(code) {
  const caseStudy = notesIn(code).find((note) => note.kind === "case-study");
  /** @type {[string, string | undefined][]} */
  const pages = [
    ["home", routes.home.path],
    ["about", routes.about.path],
    ["service", serviceIds[0] && servicePath(serviceIds[0])],
    ["notes", routes.notes.path],
    ["case-study", caseStudy && notePath(caseStudy.slug)],
    ["404", "/no-such-page"],
  ];
  return pages.flatMap(([name, path]) => (path === undefined ? [] : [[name, pathIn(code, path)]]));
}

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const server = await startNginx();
const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
let count = 0;
try {
  for (const { code } of languages)
    for (const [width, height] of WIDTHS)
      for (const theme of THEMES) {
        const context = await browser.newContext({
          viewport: { width, height },
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        for (const [name, path] of pagesIn(code)) {
          await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
          // Every section drawn, as a visitor sees the page once scrolled through (under reduced motion, cards
          // are never hidden for a fade-in).
          await page.evaluate(() => document.documentElement.classList.add("render-all-sections"));
          await page.evaluate(() => document.fonts.ready);
          const file = join(DIR, `${name}-${code}-${width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
          count++;
        }
        await context.close();
      }
} finally {
  await browser.close();
  server.stop();
}
console.log(`✓ ${count} screenshots in ${DIR}`);
