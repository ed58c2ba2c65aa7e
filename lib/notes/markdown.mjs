// @ts-check
// A note's body is Markdown (CommonMark + GFM), read as data: nothing in it is ever run, at build or in a
// browser. What is allowed is decided on the parsed tree, not on the text: raw HTML, a `# ` heading, a link
// that is not a page, an email or a phone number, and a picture that is not a file beside the note are
// refused with their line and column; the tree that reaches the page is then cut down again by
// rehype-sanitize with the explicit schema below, so whatever a check missed cannot become an element or an
// attribute the site does not make itself. `<` and `{` in prose are just characters.
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize from "rehype-sanitize";
import remarkStringify from "remark-stringify";
import { visit } from "unist-util-visit";

/** @typedef {import("mdast").Root} Mdast @typedef {import("hast").Root} Hast @typedef {import("unist").Node} Node */

const markdown = unified().use(remarkParse).use(remarkGfm).freeze();
const toMarkdown = unified().use(remarkGfm).use(remarkStringify, { bullet: "-" }).freeze();

/** The Markdown tree of a note's body. @param {string} body @returns {Mdast} */
export const parseMarkdown = (body) => markdown.parse(body);

/** The addresses a link in a note may have: pages (relative or http/https), email and phone numbers. */
export const LINK_PROTOCOLS = /** @type {const} */ (["http", "https", "mailto", "tel"]);

/**
 * The only elements and attributes a note's page can get from its text: what CommonMark and GFM make, and
 * nothing else (no `style`, no `on…`, no `id` but the footnotes' prefixed ones). rehype-sanitize keeps this
 * list; a link's address keeps only the protocols above.
 * @type {import("rehype-sanitize").Options}
 */
export const noteSchema = {
  strip: ["script", "style"],
  clobberPrefix: "user-content-",
  clobber: ["ariaDescribedBy", "ariaLabelledBy", "id", "name"],
  tagNames: [
    ...["p", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "hr", "br", "pre", "code"],
    ...["a", "em", "strong", "del", "img", "sup", "section", "input"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  attributes: {
    a: ["href", "title", "id", "dataFootnoteRef", "dataFootnoteBackref", "ariaDescribedBy", "ariaLabel"],
    code: [["className", /^language-[\w+#.-]+$/]],
    img: ["src", "alt", "title"],
    ol: ["start", ["className", "contains-task-list"]],
    ul: [["className", "contains-task-list"]],
    li: ["id", ["className", "task-list-item"]],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    h2: ["id", ["className", "sr-only"]],
    section: ["dataFootnotes", ["className", "footnotes"]],
    th: ["align"],
    td: ["align"],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: { href: [...LINK_PROTOCOLS] },
  ancestors: {
    tbody: ["table"],
    td: ["table"],
    th: ["table"],
    thead: ["table"],
    tr: ["table"],
    li: ["ol", "ul"],
  },
};

/** Markdown to HTML elements (raw HTML dropped), then sanitised: made once, run for each note. */
const toPage = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: false })
  .use(rehypeSanitize, noteSchema)
  .freeze();

/** A note's body as the page's tree. @param {string} body @returns {Hast} */
export const noteTree = (body) => /** @type {Hast} */ (toPage.runSync(toPage.parse(body)));

/**
 * A note's body as Markdown for a text that holds it a level down (llms-full.txt): from the tree, so code keeps
 * its `#` lines. Headings go one level deeper and each picture becomes "[Image: what it shows]".
 * @param {string} body
 */
export function demotedMarkdown(body) {
  const tree = parseMarkdown(body);
  visit(tree, (node, index, parent) => {
    if (node.type === "heading")
      node.depth = /** @type {1 | 2 | 3 | 4 | 5 | 6} */ (Math.min(6, node.depth + 1));
    if ((node.type === "image" || node.type === "imageReference") && parent && index !== undefined)
      parent.children.splice(index, 1, { type: "text", value: `[Image: ${node.alt ?? ""}]` });
  });
  return toMarkdown.stringify(tree).trim();
}

/**
 * One line of text for a Markdown file (llms.txt): Markdown's characters escaped, so a title stays words and
 * cannot become a link, a heading or a list.
 * @param {string} text
 */
export const markdownText = (text) => text.replace(/\s+/g, " ").replace(/[\\`*_[\]<>()#!|~&]/g, "\\$&");

/** The scheme of an address as a browser reads it (tabs and newlines dropped, leading spaces and controls too). @param {string} url */
export const schemeOf = (url) =>
  /^([a-z][a-z\d+.-]*):/i
    .exec(url.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, ""))?.[1]
    ?.toLowerCase();

/** A short, one-line quote of what the owner wrote, for a message. @param {string} text */
export const quote = (text) => {
  const line = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 57)}…` : line);
};

/** Whether a raw HTML node is only comments, which the page drops. @param {string} value */
const onlyComments = (value) => /^(\s*<!--[\s\S]*?-->)+\s*$/.test(value);

/**
 * @typedef {object} MarkdownPicture
 * @property {string} src  as the note writes it (the address of `![alt](src)` or of its definition)
 * @property {string} alt
 * @property {number} line  in the body, 1-based
 * @property {number} column
 */

/**
 * What the body holds that a note may not, each with its place in the body (1-based), the offending value
 * and what to write instead; and the pictures it shows, in order.
 * @param {Mdast} tree
 * @returns {{ problems: { line: number, column: number, message: string }[], pictures: MarkdownPicture[], words: number }}
 */
export function checkMarkdown(tree) {
  const problems = /** @type {{ line: number, column: number, message: string }[]} */ ([]);
  const pictures = /** @type {MarkdownPicture[]} */ ([]);
  /** @type {Map<string, string>} */
  const definitions = new Map();
  let words = 0;
  const at = (/** @type {Node} */ node, /** @type {string} */ message) =>
    problems.push({ ...placeOf(node), message });
  visit(tree, "definition", (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
  });
  /** @param {Node} node @param {string} url */
  const checkLink = (node, url) => {
    const scheme = schemeOf(url);
    if (scheme && !(/** @type {readonly string[]} */ (LINK_PROTOCOLS).includes(scheme)))
      at(
        node,
        `the link ${quote(url)} is not a page: a note links to pages (https://… or /services/…), email (mailto:…) or a phone (tel:…)`,
      );
  };
  visit(tree, (node) => {
    switch (node.type) {
      case "html":
        if (!onlyComments(node.value))
          at(
            node,
            `${quote(node.value)} is HTML, which a note neither runs nor shows: write Markdown instead (**bold**, [words](https://…), ![what it shows](photo.jpg)); to show the characters, put them in \`backticks\` or write \\<`,
          );
        break;
      case "heading":
        if (node.depth === 1)
          at(
            node,
            "a heading starts at ## (the title is the page's only # heading): write ## before it instead of #",
          );
        break;
      case "link":
      case "definition":
        checkLink(node, node.url);
        break;
      case "image":
        pictures.push({ src: node.url, alt: node.alt ?? "", ...placeOf(node) });
        break;
      case "imageReference": {
        const url = definitions.get(node.identifier);
        if (url !== undefined) pictures.push({ src: url, alt: node.alt ?? "", ...placeOf(node) });
        break;
      }
      case "text":
      case "inlineCode":
        words += node.value.split(/\s+/).filter(Boolean).length;
        break;
    }
  });
  return { problems, pictures, words };
}

/** @param {Node} node */
const placeOf = (node) => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});
