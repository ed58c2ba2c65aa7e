// `npm run fonts`: cuts the site's font from the Inter file in @fontsource-variable/inter, offline.
// The settings live in components/fonts/inter-subset.json; the result is committed, so building needs no font tools.
// Weights 400–800 and the default layout features only: half the file every first visit downloads.
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { charactersOf } from "../../lib/unicode-ranges.mjs";

const config = JSON.parse(readFileSync("components/fonts/inter-subset.json", "utf8"));
const source = readFileSync(config.source);
const subset = await subsetFont(source, charactersOf(config.unicodeRanges), {
  targetFormat: "woff2",
  variationAxes: { wght: config.weight },
  keepFeatures: config.layoutFeatures,
});
writeFileSync(config.output, subset);
console.log(`✓ ${config.output}: ${subset.length} bytes (from ${source.length})`);
