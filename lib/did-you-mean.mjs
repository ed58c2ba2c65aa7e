// @ts-check
// The known name nearest a mistyped one ("coverAtl" → "coverAlt"), for a message's "did you mean …?".

/** Edits between two names (letters without case; two letters swapped are one edit). @param {string} a @param {string} b */
function distance(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const row = /** @type {number[]} */ (d[i]);
      const above = /** @type {number[]} */ (d[i - 1]);
      row[j] = Math.min(
        (above[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (above[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j] ?? 0, (d[i - 2]?.[j - 2] ?? 0) + 1);
    }
  return d[x.length]?.[y.length] ?? 0;
}

/**
 * " did you mean coverAlt?" when one known name is close to `name` (a third of its letters or fewer differ), else "".
 * @param {string} name @param {readonly string[]} known
 */
export function didYouMean(name, known) {
  const best = known
    .map((candidate) => ({ candidate, cost: distance(name, candidate) }))
    .sort((a, b) => a.cost - b.cost)[0];
  return best && best.candidate !== name && best.cost <= Math.max(1, Math.floor(name.length / 3))
    ? `did you mean ${best.candidate}?`
    : "";
}
