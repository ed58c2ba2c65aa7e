// @ts-check
// The bench's one median. A Lighthouse run sometimes measures no value for a metric (no LCP, say): such runs
// are left out of that metric's median rather than turning it into NaN, and `medianLabel` says how many counted.

/**
 * @param {(number | undefined)[]} values
 * @returns {number}  the median of the finite values (NaN when there are none)
 */
export function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => Number.isFinite(v))).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * The median, marked with how many of the runs measured a value when some did not ("1511 (4 of 5)").
 * @param {(number | undefined)[]} values
 */
export function medianLabel(values) {
  const measured = values.filter((v) => Number.isFinite(v)).length;
  const value = Math.round(median(values));
  return measured === values.length
    ? String(value)
    : `${measured ? value : "–"} (${measured} of ${values.length})`;
}
