// @ts-check
// A page's own stylesheet: the rules of the site's sheet that can apply to it. A rule goes only when its selector
// names a class that neither the page (its HTML and React payload) nor any client script of the site contains, so
// a state a script turns on later (an open card, the dark theme, a tooltip) keeps its rules. Everything else (element
// and attribute selectors, @font-face, @keyframes, @property, layer order) stays byte for byte.
import postcss from "postcss";

/** Where a class name can stand in a page or a script: runs of characters between spaces, quotes and backslashes. */
const SEPARATORS = /[\s"'`\\]+/;

/** Entities React writes in attributes, and the escapes Next.js writes in the payload's JSON. */
function decoded(/** @type {string} */ text) {
  return text
    .replace(/&(amp|gt|lt|quot|#x27|#39);/g, (_, name) => ENTITIES[/** @type {keyof ENTITIES} */ (name)])
    .replace(/\\u00([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
const ENTITIES = { amp: "&", gt: ">", lt: "<", quot: '"', "#x27": "'", "#39": "'" };

/**
 * Every class name the text may set: an upper bound, cheap to look up.
 * @param {string} text  a page's HTML or a script
 * @returns {Set<string>}
 */
export function wordsOf(text) {
  return new Set(decoded(text).split(SEPARATORS));
}

/** Functional pseudo-classes that match when one of their selectors does; `:not()` and the rest never drop a rule. */
const ANY_OF = new Set(["is", "where", "has", "matches", "-webkit-any", "-moz-any"]);

/**
 * Whether a selector list can match an element of the page: one of its selectors names only classes that can
 * appear, outside `:not()`, and in each `:is()`, `:where()` or `:has()` in it, one selector that can match.
 * @param {string} text
 * @param {(name: string) => boolean} present
 */
export function selectorCanMatch(text, present) {
  let at = 0;
  /** @param {string | undefined} close @returns {boolean} */
  const list = (close) => {
    let any = false;
    let ok = true;
    while (at < text.length && text[at] !== close) {
      const char = text.charAt(at);
      if (char === ",") {
        any ||= ok;
        ok = true;
        at += 1;
      } else if (char === "\\") at += escapeLength(text, at);
      else if (char === ".") {
        at += 1;
        const name = identifier();
        if (!present(name)) ok = false;
      } else if (char === "[") at = closing(text, at, "]") + 1;
      else if (char === '"' || char === "'") at = closing(text, at, char) + 1;
      else if (char === ":") {
        at += char === text[at + 1] ? 2 : 1;
        const name = identifier().toLowerCase();
        if (text[at] === "(") {
          at += 1;
          if (ANY_OF.has(name)) {
            if (!list(")")) ok = false;
          } else at = closing(text, at - 1, ")");
          at += 1;
        }
      } else if (char === "(") at = closing(text, at, ")") + 1;
      else at += 1;
    }
    return any || ok;
  };
  const identifier = () => {
    let name = "";
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === "\\") {
        const length = escapeLength(text, at);
        name += unescape(text.slice(at, at + length));
        at += length;
      } else if (/[\w-]/.test(char) || char.charCodeAt(0) > 0x7f) {
        name += char;
        at += 1;
      } else break;
    }
    return name;
  };
  return list(undefined);
}

/** The length of the escape at `at` (a backslash and a character, or up to six hex digits and a space). */
function escapeLength(/** @type {string} */ text, /** @type {number} */ at) {
  const hex = /^\\[0-9a-f]{1,6} ?/i.exec(text.slice(at, at + 8));
  return hex ? hex[0].length : 2;
}

function unescape(/** @type {string} */ escape) {
  const hex = /^\\([0-9a-f]{1,6}) ?$/i.exec(escape);
  return hex ? String.fromCodePoint(parseInt(hex[1] ?? "0", 16)) : escape.slice(1);
}

/** The index of the `close` that ends the group opened at `at`, past nested groups, strings and escapes. */
function closing(/** @type {string} */ text, /** @type {number} */ at, /** @type {string} */ close) {
  const open = text[at];
  let depth = 0;
  for (let i = at + 1; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === "\\") i += escapeLength(text, i) - 1;
    else if ((char === '"' || char === "'") && char !== close) i = closing(text, i, char);
    else if (char === close && depth === 0) return i;
    else if (char === open && open !== close) depth += 1;
    else if (char === close) depth -= 1;
  }
  return text.length;
}

/** A custom property's name where it is read: `var(--name` in CSS, or anywhere in a page or a script. */
const VARIABLE = /--[\w-]+/g;

/**
 * Tailwind's own custom properties that nothing left reads: its theme's values (`@layer theme`), their
 * registrations (`@property`) and the fallback that sets them where `@property` is missing (`@layer properties`).
 * @param {import("postcss").Root} root
 * @param {ReadonlySet<string>} mentioned  custom properties the page or a script names
 */
function dropUnreadVariables(root, mentioned) {
  /** @type {Map<string, string[]>} what each custom property's values read */
  const readsOf = new Map();
  const read = new Set(mentioned);
  root.walkDecls((decl) => {
    const names = [...decl.value.matchAll(VARIABLE)].map(([name]) => name);
    if (!decl.prop.startsWith("--")) for (const name of names) read.add(name);
    else readsOf.set(decl.prop, [...(readsOf.get(decl.prop) ?? []), ...names]);
  });
  for (const name of read) for (const next of readsOf.get(name) ?? []) read.add(next); // grows as it goes
  const tailwinds = (/** @type {import("postcss").Node} */ node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (parent.type === "atrule" && /** @type {import("postcss").AtRule} */ (parent).name === "layer")
        return ["theme", "properties"].includes(/** @type {import("postcss").AtRule} */ (parent).params);
    return false;
  };
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop) && tailwinds(decl)) decl.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
}

/**
 * The stylesheet without the rules no element of the page can match now or after a script runs, and without
 * Tailwind's custom properties that none of what is left reads.
 * @param {string} css
 * @param {{ classes: (name: string) => boolean, variables: ReadonlySet<string> }} page  whether a class name can
 *   appear on the page; the custom properties its HTML and scripts name
 * @returns {string}
 */
export function cssOfPage(css, page) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!selectorCanMatch(rule.selector, page.classes)) rule.remove();
  });
  dropUnreadVariables(root, page.variables);
  // Blocks left empty (@media, @supports, @layer, a rule) go too; `@layer a, b;` has no block and stays.
  /** @param {import("postcss").Container} container */
  const prune = (container) =>
    container.each((node) => {
      if (node.type !== "atrule" && node.type !== "rule") return;
      if (node.nodes) prune(node);
      if (node.nodes && node.nodes.length === 0) node.remove();
    });
  prune(root);
  return root.toString();
}

/**
 * The custom properties a text names.
 * @param {string} text
 */
export function variablesOf(text) {
  return new Set(text.match(VARIABLE));
}
