// @ts-check
// #14's targets, which the bench reads off the floor page measured in the same run: performance at least the
// floor's − 1, TBT at most the floor's + 40 ms, LCP at most the floor's + 400 ms (Lighthouse mobile medians).

/** @typedef {{ score: number, tbt: number, lcp: number }} Medians */

/**
 * The limits a page must meet, from the hinted floor page's medians.
 * @param {Medians} floor
 * @returns {Medians}
 */
export const targetsFrom = (floor) => ({ score: floor.score - 1, tbt: floor.tbt + 40, lcp: floor.lcp + 400 });

/**
 * One row of the report's "Against the floor" table: each median with ✓ or ✗ against `targets`.
 * @param {string} label
 * @param {Medians} row
 * @param {Medians} targets
 */
export function targetRow(label, row, targets) {
  const verdict = (/** @type {boolean} */ ok) => (ok ? "✓" : "✗");
  return `| ${label} | ${row.score} ${verdict(row.score >= targets.score)} | ${row.tbt} ${verdict(row.tbt <= targets.tbt)} | ${row.lcp} ${verdict(row.lcp <= targets.lcp)} |`;
}
