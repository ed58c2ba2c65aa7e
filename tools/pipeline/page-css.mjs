// @ts-check
// A page's own stylesheet: the rules of the site's sheet that can apply to it. A rule goes only when its selector
// names a class that neither the page (its HTML and React payload) nor any client script of the site contains, so
// a state a script turns on later (an open card, the dark theme, a tooltip) keeps its rules. Everything else (element
// and attribute selectors, @font-face, @keyframes, @property, layer order) stays byte for byte.
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";

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
 * Whether one selector can match: each class it names outside a pseudo-class can appear, and in each `:is()`,
 * `:where()` or `:has()` in it, one of the selectors can match.
 * @param {import("postcss-selector-parser").Selector} selector @param {(name: string) => boolean} present
 * @returns {boolean}
 */
const canMatch = (selector, present) =>
  selector.nodes.every((node) => {
    if (node.type === "class") return present(node.value);
    if (node.type !== "pseudo" || !node.nodes.length) return true;
    if (!ANY_OF.has(node.value.replace(/^::?/, "").toLowerCase())) return true;
    return node.nodes.some((inner) => canMatch(inner, present));
  });

/**
 * Whether a selector list can match an element of the page: one of its selectors can (postcss-selector-parser
 * reads it, escapes and all).
 * @param {string} text
 * @param {(name: string) => boolean} present
 */
export function selectorCanMatch(text, present) {
  return selectorParser()
    .astSync(text)
    .nodes.some((selector) => canMatch(selector, present));
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
