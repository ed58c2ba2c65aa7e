// @ts-check
// The bench's breakdown of a page's inline React payload (its report's "what the payload is made of" table).

/**
 * What an inline RSC payload is made of, in characters of its decoded text (a diagnostic for the bench
 * report: the patterns are approximate, and what they do not match is "structure").
 * @param {string} text
 */
export function rscBreakdown(text) {
  /** @param {RegExp} pattern */
  const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, match) => total + match[0].length, 0);
  const parts = {
    "class names": sum(/"className":"[^"]*"/g),
    "text of elements": sum(/"children":"(?:[^"\\]|\\.)*"/g),
    "page metadata (title, meta, link)": sum(/^[0-9a-f]+:\[\["\$","(?:title|meta)".*$/gm),
    "structured data (JSON-LD)":
      sum(/^[0-9a-f]+:T[0-9a-f]+,\[?\{"@context.*$/gm) + sum(/"__html":"\{\\"@context(?:[^"\\]|\\.)*"/g),
    "chat links (wa.me URLs)": sum(/"href":"https:\/\/wa\.me[^"]*"/g),
    "icon paths": sum(/"d":"[^"]*"/g),
    "client component and chunk references": sum(/^[0-9a-f]+:(?:I\[|"\/_next).*$/gm),
  };
  const named = Object.values(parts).reduce((total, n) => total + n, 0);
  return {
    ...parts,
    "structure (elements, props, keys, framework)": text.length - named,
    total: text.length,
  };
}
