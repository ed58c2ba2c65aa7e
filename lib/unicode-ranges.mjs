// @ts-check
/**
 * Parses CSS `unicode-range` style entries ("U+0020-00FF", "U+20AC") into code points.
 * @param {readonly string[]} ranges @returns {number[]}
 */
export function codePointsOf(ranges) {
  return ranges.flatMap((range) => {
    const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(range);
    if (!match) throw new Error(`"${range}" is not a unicode range like U+0020-00FF`);
    const first = Number.parseInt(match[1] ?? "", 16);
    const last = match[2] === undefined ? first : Number.parseInt(match[2], 16);
    if (last < first) throw new Error(`"${range}" ends before it starts`);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/** @param {readonly string[]} ranges */
export function charactersOf(ranges) {
  return String.fromCodePoint(...codePointsOf(ranges));
}
