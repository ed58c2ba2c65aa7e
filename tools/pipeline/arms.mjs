// @ts-check
// The build's steps that the bench can turn off one at a time, to measure each against the page without it
// (bench/arms.mjs, #67). Off only when BENCH_ARMS_OFF names them, comma-separated: a real build has them all.

/** Each arm: what it does to a page. */
export const ARMS = {
  "page-css": "each page inlines its own rules, not the whole stylesheet (inline-css.mjs)",
  "static-parts": "the payload carries no tree for a part the HTML shows (inline-payload.mjs)",
  "scripts-once":
    "an inline script's text (JSON-LD, the theme's) is sent in the document only (inline-payload.mjs)",
  browserslist: "CSS for the browsers package.json names, not Next's older defaults",
};

/** @typedef {keyof typeof ARMS} Arm */

/** @param {Arm} arm */
export function armIsOn(arm) {
  const off = (process.env.BENCH_ARMS_OFF ?? "").split(",").filter(Boolean);
  for (const name of off)
    if (!(name in ARMS))
      throw new Error(`BENCH_ARMS_OFF names "${name}": the arms are ${Object.keys(ARMS).join(", ")}`);
  return !off.includes(arm);
}
