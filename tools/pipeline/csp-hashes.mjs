// @ts-check
// Computes the SHA-256 sources of every inline <script> in the prerendered pages of a build. Only the scripts
// the site itself emits get one, known by where they are in the document, never by what their text looks
// like: the site's head script, alone in <head>, and Next's own, in the run of scripts that closes <body>
// (next-output.mjs, assumption "scriptPlaces"). Any other inline script stops the build, naming the page.
import { createHash } from "node:crypto";
import { headScript } from "../../lib/theme-script.mjs";
import { BOOTSTRAP_ATTRIBUTES, NEXT_DIR, prerenderedPagesOfBuild } from "./next-output.mjs";

/** Whether a <script>'s attributes make it run: no src, and no data type such as JSON-LD. @param {string} attributes */
const runsInline = (attributes) => {
  if (/\bsrc=/.test(attributes)) return false;
  const type = attributes.match(/\btype="([^"]*)"/)?.[1];
  return !type || /^(text|application)\/(javascript|ecmascript)$|^module$/.test(type);
};

/**
 * A page's inline scripts that run, by where they are: in <head>; in the run of <script> elements that ends
 * the document's <body> from React's bootstrap on, which is where Next writes its own (and only there); and
 * anywhere else, which is never the site's.
 * @param {string} html
 * @returns {{ head: string[], closing: string[], elsewhere: { body: string, at: number }[], bootstraps: number }}
 */
export function inlineScriptsByPlace(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1] ?? "",
    body: match[2] ?? "",
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  // From </body> back, while only scripts (and spaces) stand between: the closing run.
  let first = scripts.length;
  for (let reach = bodyEnd; first > 0; first--) {
    const previous = scripts[first - 1];
    if (!previous || html.slice(previous.end, reach).trim()) break;
    reach = previous.start;
  }
  // It starts at React's bootstrap script: what stands before that is the page's, not Next's.
  while (first < scripts.length && scripts[first]?.attributes !== BOOTSTRAP_ATTRIBUTES) first++;
  const head = /** @type {string[]} */ ([]);
  const closing = /** @type {string[]} */ ([]);
  const elsewhere = /** @type {{ body: string, at: number }[]} */ ([]);
  scripts.forEach((script, index) => {
    if (!runsInline(script.attributes)) return;
    if (headEnd >= 0 && script.end <= headEnd) head.push(script.body);
    else if (bodyEnd >= 0 && index >= first) closing.push(script.body);
    else elsewhere.push({ body: script.body, at: script.start });
  });
  const bootstraps = scripts.filter(
    (script, index) => index >= first && script.attributes === BOOTSTRAP_ATTRIBUTES,
  ).length;
  return { head, closing, elsewhere, bootstraps };
}

/**
 * Inline scripts that execute: no src, and not a data block such as JSON-LD.
 * @param {string} html @returns {string[]}
 */
export function inlineScriptBodies(html) {
  const bodies = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\bsrc=/.test(attributes)) continue;
    const type = attributes.match(/\btype="([^"]*)"/)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    bodies.push(match[2] ?? "");
  }
  return bodies;
}

/** @param {string} body */
export function sha256Source(body) {
  return `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/**
 * Unique hashes of a page's inline scripts, in order of appearance: the site's head script and Next's closing
 * run. A script anywhere else, a second head script, or a page whose run has no single bootstrap throws,
 * naming the page: no content can add a script the policy allows, whatever its text looks like.
 * @param {string} html @param {string} [page]  for the error
 */
export function hashesOfHtml(html, page = "a page") {
  const { head, closing, elsewhere, bootstraps } = inlineScriptsByPlace(html);
  const excerpt = (/** @type {string} */ body) =>
    JSON.stringify(body.length > 80 ? `${body.slice(0, 77)}…` : body);
  const stray = elsewhere[0];
  if (stray)
    throw new Error(
      `${page} carries an inline script the site does not emit, at character ${stray.at}, outside the places Next.js writes its own (the run that closes <body>), which its policy will not allow: ${excerpt(stray.body)}`,
    );
  const foreignHead = head.find((body) => body !== headScript);
  if (foreignHead !== undefined || head.length > 1)
    throw new Error(
      `${page} carries an inline script in <head> the site does not emit (its own head script is the only one there): ${excerpt(foreignHead ?? head[1] ?? "")}`,
    );
  if (closing.length && bootstraps !== 1)
    throw new Error(
      `${page}: the run of scripts that closes <body> has ${bootstraps} bootstrap scripts (<script${BOOTSTRAP_ATTRIBUTES}>), not 1 (next-output.mjs, assumption "scriptPlaces")`,
    );
  return [...new Set([...head, ...closing].map(sha256Source))];
}

/** Route → hashes of the page's inline scripts. */
export function scriptHashesOfBuild(dir = NEXT_DIR) {
  return Object.fromEntries(
    prerenderedPagesOfBuild(dir).map(({ path, text }) => [path, hashesOfHtml(text, path)]),
  );
}
