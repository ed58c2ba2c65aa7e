// @ts-check
// A note holds Markdown and the site's own components, nothing that runs in a visitor's browser. This finds
// what would (a <script>, <style> or <iframe>, an event attribute, a javascript: link) before the note is
// compiled, with its line, so the build names it instead of shipping it. Code blocks and `code` may show any of
// these as text: they are blanked out first.

/** Elements that run, style or embed something in the page. */
const REFUSED_ELEMENTS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "link",
  "meta",
  "base",
  "form",
  "template",
  "portal",
]);
/** Attributes that run code or load a page into the page. */
const REFUSED_ATTRIBUTE = /^(on[a-z]+|dangerouslysetinnerhtml|srcdoc|formaction)$/i;
/** A URL scheme that runs code or makes a page of its own, once spaces, control characters and entities go. */
const RUNNING_URL = /(?:java|vb)script:|data:text\/html/;

/** `text` with entities decoded, spaces and control characters dropped, lowercased: as a browser reads a URL. */
const asUrl = (/** @type {string} */ text) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16) || 32))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec) || 32))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")

    .replace(/[\s\u0000-\u001f]+/g, "")
    .toLowerCase();

/** The body with fenced code blocks and code spans replaced by spaces (lines and columns kept). */
function withoutCode(/** @type {string} */ body) {
  const lines = body.split("\n");
  /** @type {string | undefined} */
  let fence;
  const blanked = lines.map((line) => {
    const opening = line.match(/^ {0,3}(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (
        opening &&
        opening[0] === fence[0] &&
        opening.length >= fence.length &&
        !line.trim().slice(opening.length)
      )
        fence = undefined;
      return " ".repeat(line.length);
    }
    if (opening) {
      fence = opening;
      return " ".repeat(line.length);
    }
    return line;
  });
  // A code span opens with a run of backticks and closes with the next run of the same length.
  return blanked.join("\n").replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, " "));
}

/**
 * What in a note's body would run in the browser, one line each: `<file>:<line>:<column>: <what and the fix>`.
 * @param {string} file @param {string} body  with \n line ends @param {number} firstLine  the file's line the body starts on
 * @returns {string[]}
 */
export function runningContentOf(file, body, firstLine) {
  const text = withoutCode(body);
  const problems = /** @type {string[]} */ ([]);
  const at = (/** @type {number} */ offset, /** @type {string} */ message) => {
    const before = text.slice(0, offset).split("\n");
    problems.push(`${file}:${firstLine + before.length - 1}:${(before.at(-1)?.length ?? 0) + 1}: ${message}`);
  };
  for (const tag of text.matchAll(/<\/?([A-Za-z][\w.:-]*)/g)) {
    const name = (tag[1] ?? "").toLowerCase();
    const start = tag.index ?? 0;
    // The tag's attributes run to its first ">" outside quotes and braces.
    let end = start + tag[0].length;
    for (let depth = 0, quote = ""; end < text.length; end++) {
      const c = text[end];
      if (quote) quote = c === quote ? "" : quote;
      else if (c === '"' || c === "'") quote = c;
      else if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === ">" && depth <= 0) break;
    }
    const attributes = text.slice(start + tag[0].length, end);
    if (REFUSED_ELEMENTS.has(name)) {
      if (!tag[0].startsWith("</"))
        at(
          start,
          `<${name}> is not allowed in a note: a note holds text, pictures and links, nothing that runs or styles the page`,
        );
      continue;
    }
    if (/^(?:java|vb)script:/.test(asUrl(`${name}:`)) && tag[0].includes(":")) {
      at(start, "a javascript: link runs code: link to a page (https://…) instead");
      continue;
    }
    for (const attribute of attributes.matchAll(/(?:^|[\s{])([A-Za-z][\w:-]*)\s*=|\{\s*\.\.\./g)) {
      const offset = start + tag[0].length + (attribute.index ?? 0);
      if (!attribute[1]) at(offset, `<${tag[1]}> spreads attributes ({...}): write each attribute out`);
      else if (REFUSED_ATTRIBUTE.test(attribute[1]))
        at(offset, `the attribute ${attribute[1]} on <${tag[1]}> runs code: remove it`);
    }
    if (RUNNING_URL.test(asUrl(attributes)))
      at(
        start,
        `<${tag[1]}> links to a javascript: (or data:text/html) address: link to a page (https://…) instead`,
      );
  }
  // Markdown links and link definitions: [words](javascript:…), [id]: javascript:…
  for (const link of text.matchAll(/\]\(\s*<?([^)\n]*)|^ {0,3}\[[^\]\n]+\]:\s*<?(\S*)/gm))
    if (RUNNING_URL.test(asUrl(link[1] ?? link[2] ?? "")))
      at(
        (link.index ?? 0) + link[0].length - (link[1] ?? link[2] ?? "").length,
        "a javascript: link runs code: link to a page (https://…) instead",
      );
  return problems;
}
