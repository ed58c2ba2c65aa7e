// @ts-check
// The fonts a link preview is drawn with, all shipped in @fontsource/inter, and the text cut to what they draw.
// Plain JavaScript, so a test can draw with them in Node as Next does (tests/unit/preview-image.test.ts).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { codePointsOf } from "../../lib/unicode-ranges.mjs";

const FONTSOURCE = join(process.cwd(), "node_modules/@fontsource/inter");
const WEIGHTS = /** @type {const} */ ([400, 800]);

/**
 * Each of Inter's subsets in @fontsource/inter (latin, latin-ext, cyrillic…) and the code points it covers,
 * from the unicode-range of its @font-face.
 * @returns {Promise<{ name: string, points: Set<number> }[]>}
 */
async function interSubsets() {
  const css = await readFile(join(FONTSOURCE, "400.css"), "utf8");
  return [...css.matchAll(/\/\* inter-([a-z-]+)-400-normal \*\/[^}]*?unicode-range: ([^;]+);/g)].map(
    ([, name = "", ranges = ""]) => ({
      name,
      points: new Set(codePointsOf(ranges.split(",").map((r) => r.trim()))),
    }),
  );
}

/** Joins emoji into one picture (ZWJ), picks their style (VS15, VS16) or makes a keycap: never drawn alone. */
const EMOJI_GLUE = /[\u200d\ufe0e\ufe0f\u20e3]|[\u{e0020}-\u{e007f}]/u;

/**
 * `text` with only the characters the shipped fonts draw: an emoji, or a script Inter lacks (Chinese,
 * Arabic…), is left out. Satori would otherwise fetch a picture or a font for it from a CDN, which fails
 * offline and ties every deploy to that CDN.
 * @param {string} text @param {(codePoint: number) => boolean} covers
 */
export function drawableText(text, covers) {
  return [...text.normalize("NFC")]
    .filter((character) => !EMOJI_GLUE.test(character) && covers(character.codePointAt(0) ?? 0))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** @type {ReturnType<typeof loadInterFonts> | undefined} */
let loaded;

/**
 * Inter in every subset and both weights (Satori reads TTF/OTF/WOFF, not WOFF2: the WOFF files, at build),
 * the CSS font family that names them all, and whether a character is in one of them. Each subset is a family
 * of its own: Satori keeps one font per name and weight, and would look for a missing letter on the web.
 * Read once a build: every page's preview draws with the same files.
 */
export const interFonts = () => (loaded ??= loadInterFonts());

async function loadInterFonts() {
  const subsets = await interSubsets();
  const fonts = await Promise.all(
    subsets.flatMap(({ name }) =>
      WEIGHTS.map(async (weight) => ({
        name: `Inter ${name}`,
        data: await readFile(join(FONTSOURCE, `files/inter-${name}-${weight}-normal.woff`)),
        style: /** @type {const} */ ("normal"),
        weight,
      })),
    ),
  );
  const covers = (/** @type {number} */ point) => subsets.some((subset) => subset.points.has(point));
  // Latin first: most text is in it.
  const names = subsets.map(({ name }) => name).sort((a, b) => Number(b === "latin") - Number(a === "latin"));
  return { fonts, covers, fontFamily: names.map((name) => `"Inter ${name}"`).join(", ") };
}
