// @ts-check
// The build's optional steps: each makes pages smaller or faster, and the site works without it. A build can go
// without some (BUILD_STEPS_OFF, their names comma-separated), which the bench does to measure each against the
// page without it (bench/arms.mjs, #67); a deploy build sets nothing and has them all.

/** Each optional step: what it does to a page. */
export const OPTIONAL_STEPS = {
  "page-css": "each page inlines its own rules, not the whole stylesheet (inline-css.mjs)",
  "static-parts": "the payload carries no tree for a part the HTML shows (inline-payload.mjs)",
  "scripts-once":
    "an inline script's text (JSON-LD, the theme's) is sent in the document only (inline-payload.mjs)",
  browserslist: "CSS for the browsers package.json names, not Next's older defaults",
};

/** @typedef {keyof typeof OPTIONAL_STEPS} OptionalStep */

/** Whether this build takes the step: unless BUILD_STEPS_OFF names it. @param {OptionalStep} step */
export function stepIsOn(step) {
  const off = (process.env.BUILD_STEPS_OFF ?? "").split(",").filter(Boolean);
  for (const name of off)
    if (!(name in OPTIONAL_STEPS))
      throw new Error(
        `BUILD_STEPS_OFF names "${name}": the optional steps are ${Object.keys(OPTIONAL_STEPS).join(", ")}`,
      );
  return !off.includes(step);
}
