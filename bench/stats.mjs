// @ts-check
// The bench's one median, and how sure a run is of a comparison. A run that measured no value for a metric
// is left out of its median rather than turning it into NaN.

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
 * `compare` of two targets' medians (a ratio, a difference), measured in the same turns, and its seeded 95 %
 * bootstrap interval. A resample keeps a turn's two measurements together: a slow moment moves both alike.
 * @param {(number | undefined)[]} a  the target's measurements, turn by turn
 * @param {(number | undefined)[]} b  what it is compared with, in the same turns
 * @param {(medianA: number, medianB: number) => number} compare
 * @param {{ resamples?: number, seed?: number }} [options]
 * @returns {{ value: number, low: number, high: number }}
 */
export function pairedInterval(a, b, compare, { resamples = 4000, seed = 36 } = {}) {
  if (a.length !== b.length || a.length === 0)
    throw new Error(`pairedInterval needs the same turns on both sides (got ${a.length} and ${b.length})`);
  const random = mulberry32(seed);
  /** @type {number[]} */
  const values = [];
  for (let i = 0; i < resamples; i++) {
    const turns = Array.from(a, () => Math.floor(random() * a.length));
    const value = compare(median(turns.map((t) => a[t])), median(turns.map((t) => b[t])));
    if (Number.isFinite(value)) values.push(value);
  }
  values.sort((x, y) => x - y);
  const at = (/** @type {number} */ q) =>
    values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
  return { value: compare(median(a), median(b)), low: at(0.025), high: at(0.975) };
}

/**
 * What a run says of a target "value at most `limit`": "✓" or "✗" by the median, with "within noise" when
 * the 95 % interval reaches the other side of the limit.
 * @param {{ value: number, low: number, high: number }} interval @param {number} limit
 */
export function verdictAtMost({ value, low, high }, limit) {
  if (value <= limit) return high <= limit ? "✓" : "✓ (within noise)";
  return low > limit ? "✗" : "✗ (within noise)";
}

/**
 * What a run says of differences "without an arm minus with it" (so positive is what the arm saves): "costs
 * time" when one whole interval is below 0, "saves time" when one is above 0 and none below, else "within noise".
 * @param {{ low: number, high: number }[]} differences
 */
export function armVerdict(differences) {
  if (differences.some(({ high }) => high < 0)) return "costs time";
  if (differences.some(({ low }) => low > 0)) return "saves time";
  return "within noise";
}

/** mulberry32: the bootstrap's draws, the same on every run. @param {number} seed */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
