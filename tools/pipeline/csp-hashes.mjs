// @ts-check
// Computes the SHA-256 sources of every inline <script> in the prerendered pages of a build.
import { createHash } from "node:crypto";

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
 * Unique hashes of a page's inline scripts, in order of appearance.
 * @param {string} html
 */
export function hashesOfHtml(html) {
  return [...new Set(inlineScriptBodies(html).map(sha256Source))];
}
