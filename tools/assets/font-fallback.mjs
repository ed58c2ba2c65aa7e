// `npm run fonts` (second step): components/fonts/inter-fallback.css, the faces text is drawn in until Inter arrives:
// for each weight, Arial (or Liberation Sans, Arimo: the same metrics) scaled to Inter's line width, ascent and
// descent, so the swap moves nothing. next/font's fallback covers weight 400 with local(Arial) only.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { CHROME_FLAGS, resolveChromePath } from "../local/browser.mjs";

const config = JSON.parse(readFileSync("components/fonts/inter-subset.json", "utf8"));
const OUTPUT = "components/fonts/inter-fallback.css";
const FAMILY = "Inter Fallback";
const MEASURED_WITH = "Liberation Sans";
const REGULAR = ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo", "Arimo-Regular"];
const BOLD = [
  "Arial Bold",
  "Arial-BoldMT",
  "Liberation Sans Bold",
  "LiberationSans-Bold",
  "Arimo Bold",
  "Arimo-Bold",
];
/**
 * Letters in rough English frequency with word gaps (next/font's sample for the same calculation), and a
 * capital for about every fourth word: the headings and buttons are in title case.
 */
const SAMPLE = "aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ".repeat(2) + "ACEGIMORSTW";

const weights = [];
for (let weight = config.weight.min; weight <= config.weight.max; weight += 100) weights.push(weight);

const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
let measured;
try {
  const page = await browser.newPage();
  const font = readFileSync(config.output).toString("base64");
  await page.setContent(
    `<style>@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:${config.weight.min} ${config.weight.max}}</style>`,
  );
  measured = await page.evaluate(
    async ({ weights, sample, measuredWith }) => {
      await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 16px Inter`)));
      const ctx = document.createElement("canvas").getContext("2d");
      const width = (font) => {
        ctx.font = font;
        return ctx.measureText(sample).width;
      };
      // A missing family falls through to the next one: compare against monospace alone.
      if (width(`100px "${measuredWith}", monospace`) === width("100px monospace")) return null;
      // Inter's ascent and descent as fractions of the em (the same at every weight), read at a size
      // large enough that the canvas's whole-pixel rounding does not matter.
      ctx.font = "2048px Inter";
      const { fontBoundingBoxAscent, fontBoundingBoxDescent } = ctx.measureText("x");
      return {
        ascent: fontBoundingBoxAscent / 2048,
        descent: fontBoundingBoxDescent / 2048,
        widths: weights.map((weight) => ({
          weight,
          inter: width(`${weight} 100px Inter`),
          fallback: width(`${weight >= 600 ? 700 : 400} 100px "${measuredWith}"`),
        })),
      };
    },
    { weights, sample: SAMPLE, measuredWith: MEASURED_WITH },
  );
} finally {
  await browser.close();
}
if (!measured)
  throw new Error(`${MEASURED_WITH} is not installed: on Debian, apt-get install fonts-liberation`);
const { ascent, descent, widths } = measured;

const percent = (value) => `${(value * 100).toFixed(2)}%`;
const faces = widths.map(({ weight, inter, fallback }) => {
  const sizeAdjust = inter / fallback;
  const names = (weight >= 600 ? BOLD : REGULAR).map((name) => `local("${name}")`).join(", ");
  return `@font-face {
  font-family: "${FAMILY}";
  font-weight: ${weight};
  src: ${names};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(ascent / sizeAdjust)};
  descent-override: ${percent(descent / sizeAdjust)};
  line-gap-override: 0%;
}`;
});

const css = `/* Written by \`npm run fonts\` (tools/assets/font-fallback.mjs): Arial scaled to Inter, weight by weight, for the text shown before Inter arrives. */\n${faces.join("\n")}\n`;
// Formatted as the repository formats CSS, so `npm run format:check` passes after `npm run fonts`.
writeFileSync(OUTPUT, await format(css, { ...(await resolveConfig(OUTPUT)), parser: "css" }));
console.log(
  `✓ ${OUTPUT}: ${widths.map(({ weight, inter, fallback }) => `${weight} ${percent(inter / fallback)}`).join(", ")}`,
);
