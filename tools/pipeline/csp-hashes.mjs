// @ts-check
// Computes the SHA-256 sources of every inline <script> in the prerendered pages of a build. Only the scripts
// the site itself emits get one: a script that came in with content (a note) stops the build instead.
import { createHash } from "node:crypto";
import { headScript } from "../../lib/theme-script.mjs";

/** Whether `text` is one JSON value (the data a framework script carries, never code). @param {string} text */
const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The inline scripts the site emits: the head script (theme and stylesheet), React's payload (`self.__next_f.push(<JSON>)` and its
 * opening line) and Turbopack's chunk list (`….push(<JSON>)`). Any other body is not the site's.
 * @param {string} body
 */
export function isSiteScript(body) {
  if (body === headScript || body === "(self.__next_f=self.__next_f||[]).push([0])") return true;
  const payload = body.match(/^self\.__next_f\.push\((.*)\)$/s)?.[1];
  if (payload !== undefined) return isJson(payload);
  const chunks = body.match(
    /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((.*)\);$/s,
  )?.[1];
  return chunks !== undefined && isJson(chunks);
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
 * Unique hashes of a page's inline scripts, in order of appearance. A script the site does not emit throws,
 * naming the page: no content can add a script the policy allows.
 * @param {string} html @param {string} [page]  for the error
 */
export function hashesOfHtml(html, page = "a page") {
  const bodies = inlineScriptBodies(html);
  const foreign = bodies.find((body) => !isSiteScript(body));
  if (foreign !== undefined)
    throw new Error(
      `${page} carries an inline script the site does not emit, which its policy will not allow: ${JSON.stringify(foreign.slice(0, 80))}`,
    );
  return [...new Set(bodies.map(sha256Source))];
}
