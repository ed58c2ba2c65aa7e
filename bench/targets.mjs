// @ts-check
// Every target the bench judges, in one place. Each is read off a floor measured in the same run, never a
// fixed time: the machine type changes between sessions.
import { verdictAtMost } from "./stats.mjs";

/** @typedef {{ score: number, tbt: number, lcp: number }} Medians  Lighthouse mobile medians */

/**
 * #14, against the bare floor page: performance at least the floor's − 1, TBT at most the floor's + 40 ms,
 * LCP at most the floor's + 400 ms.
 * @param {Medians} floor @returns {Medians}
 */
export const targetsFrom = (floor) => ({ score: floor.score - 1, tbt: floor.tbt + 40, lcp: floor.lcp + 400 });

/**
 * #36, against each page's content floor: TBT at most the floor's + 20 ms (judged on the 95 % interval of the
 * difference) and performance at least the floor's. The main thread's ratio to the floor is reported, never
 * judged: one page's traces spread ± 30 %, so no run can tell 1.10 from 1.30.
 */
export const CONTENT_FLOOR = { tbtOver: 20 };

/**
 * One row of the report's "against the floor" table: each median with ✓ or ✗ against `targets`.
 * @param {string} label @param {Medians} row @param {Medians} targets
 */
export function targetRow(label, row, targets) {
  const verdict = (/** @type {boolean} */ ok) => (ok ? "✓" : "✗");
  return `| ${label} | ${row.score} ${verdict(row.score >= targets.score)} | ${row.tbt} ${verdict(row.tbt <= targets.tbt)} | ${row.lcp} ${verdict(row.lcp <= targets.lcp)} |`;
}

/**
 * #36's verdicts for a page against its content floor.
 * @param {{ value: number, low: number, high: number }} tbtOver  the page's TBT less the floor's, with its interval
 * @param {number} score @param {number} floorScore  performance medians
 */
export const contentFloorVerdicts = (tbtOver, score, floorScore) =>
  `TBT ${verdictAtMost(tbtOver, CONTENT_FLOOR.tbtOver)}, performance ${score >= floorScore ? "✓" : "✗"}`;

/**
 * #81, one style pass on load, against each page's content floor in the same run: under simulated throttling,
 * performance at most 2 points under the floor's and style & layout (Lighthouse's main-thread breakdown) at most
 * 1.5 × the floor's, each judged on the 95 % interval of the paired comparison; with applied throttling,
 * performance at least 99.
 */
export const ONE_STYLE_PASS = { pointsUnder: 2, styleLayoutRatio: 1.5, appliedScore: 99 };

/**
 * #81's verdicts for a page against its content floor.
 * @param {{ value: number, low: number, high: number }} pointsUnder  the floor's simulated performance less the page's
 * @param {{ value: number, low: number, high: number }} styleLayout  the page's simulated style & layout ÷ the floor's
 * @param {number} appliedScore  the page's median performance with applied throttling (NaN when not run)
 */
export const oneStylePassVerdicts = (pointsUnder, styleLayout, appliedScore) =>
  [
    `performance ${verdictAtMost(pointsUnder, ONE_STYLE_PASS.pointsUnder)}`,
    `style & layout ${verdictAtMost(styleLayout, ONE_STYLE_PASS.styleLayoutRatio)}`,
    ...(Number.isNaN(appliedScore)
      ? []
      : [`applied ${appliedScore >= ONE_STYLE_PASS.appliedScore ? "✓" : "✗"}`]),
  ].join(", ");
