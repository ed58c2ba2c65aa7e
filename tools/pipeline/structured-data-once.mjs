// @ts-check
// A page's structured data reaches the browser once, in its <script type="application/ld+json">. Next inlines the
// page's React payload after the markup, and that payload carried the same text again, as the `__html` of the
// element React hydrates. React's production hydration never reads `dangerouslySetInnerHTML` (it compares only
// text children), so the text is emptied there; the .rsc files a client navigation reads keep it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FLIGHT_SCRIPT, NEXT_DIR, servedHtmlFiles } from "./next-output.mjs";

const LD_TYPE = "application/ld+json";

/** Next's escaping of a payload string inside <script> (htmlEscapeJsonString). @param {string} json */
const escapeForScript = (json) =>
  json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * The rows of a payload stream, each with its byte range: `id:T<hex length>,<text>` (a text row, as long as its
 * header says) or `id:<JSON or other>\n`.
 * @param {Buffer} bytes
 * @returns {{ id: string, text: boolean, start: number, body: number, end: number }[]}
 */
export function payloadRows(bytes) {
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at);
    if (colon < 0) throw new Error(`a payload row without an id at byte ${at}`);
    const id = bytes.toString("latin1", at, colon);
    // A hint row (":HL[…]") has no id.
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`a payload row id "${id.slice(0, 20)}" at byte ${at}`);
    const header = /^T([0-9a-f]+),/.exec(bytes.toString("latin1", colon + 1, colon + 20));
    if (header) {
      const body = colon + 1 + header[0].length;
      const end = body + parseInt(header[1] ?? "0", 16);
      if (end > bytes.length) throw new Error(`text row ${id} runs past the payload's end`);
      rows.push({ id, text: true, start: at, body, end });
      at = end;
    } else {
      const newline = bytes.indexOf("\n", colon);
      const end = newline < 0 ? bytes.length : newline + 1;
      rows.push({ id, text: false, start: at, body: colon + 1, end });
      at = end;
    }
  }
  return rows;
}

/**
 * The structured data `__html` values of a JSON row: a reference to a text row ("$1a") or the text itself.
 * @param {unknown} value @param {(holder: { __html: string }) => void} found
 */
function visitStructuredData(value, found) {
  if (Array.isArray(value)) {
    if (value[0] === "$" && value[1] === "script") {
      const props = /** @type {{ type?: string, dangerouslySetInnerHTML?: { __html: string } }} */ (value[3]);
      if (props?.type === LD_TYPE && typeof props.dangerouslySetInnerHTML?.__html === "string")
        found(props.dangerouslySetInnerHTML);
    }
    for (const item of value) visitStructuredData(item, found);
  } else if (value && typeof value === "object")
    for (const item of Object.values(value)) visitStructuredData(item, found);
}

/**
 * The payload stream with every structured data text emptied, and how many bytes that took off.
 * @param {string} stream
 */
export function emptyStructuredData(stream) {
  const bytes = Buffer.from(stream, "utf8");
  const rows = payloadRows(bytes);
  /** @type {Map<number, { end: number, with: string }>} edits by start byte */
  const edits = new Map();
  const textRows = new Set();
  for (const row of rows) {
    if (row.text || (bytes[row.body] !== 0x5b /* [ */ && bytes[row.body] !== 0x7b) /* { */) continue;
    const raw = bytes.toString("utf8", row.body, row.end).replace(/\n$/, "");
    let json;
    try {
      json = JSON.parse(raw);
    } catch {
      continue;
    }
    let changed = false;
    visitStructuredData(json, (holder) => {
      const reference = /^\$([0-9a-f]+)$/.exec(holder.__html);
      if (reference) textRows.add(reference[1]);
      else if (holder.__html) {
        holder.__html = "";
        changed = true;
      }
    });
    if (changed) edits.set(row.start, { end: row.end, with: `${row.id}:${JSON.stringify(json)}\n` });
  }
  for (const row of rows)
    if (row.text && textRows.has(row.id)) edits.set(row.start, { end: row.end, with: `${row.id}:T0,` });
  if (!edits.size) return { stream, saved: 0, edits: [] };
  const ordered = [...edits].sort(([a], [b]) => a - b);
  const pieces = [];
  let at = 0;
  for (const [start, { end, with: text }] of ordered) {
    pieces.push(bytes.subarray(at, start), Buffer.from(text, "utf8"));
    at = end;
  }
  pieces.push(bytes.subarray(at));
  const out = Buffer.concat(pieces);
  return {
    stream: out.toString("utf8"),
    saved: bytes.length - out.length,
    edits: ordered.map(([start, { end, with: text }]) => ({ start, end, length: Buffer.byteLength(text) })),
  };
}

/**
 * A page with its structured data once: the payload's copies emptied, the pushes split where they were (a push
 * boundary inside an emptied text moves to where the text was). The page as it was when it has none.
 * @param {string} html
 * @returns {{ html: string, saved: number }}
 */
export function structuredDataOnce(html) {
  if (!html.includes(`type="${LD_TYPE}"`)) return { html, saved: 0 };
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  /** @type {{ index: number, length: number, piece: string }[]} */
  const pushes = [];
  for (const match of scripts) {
    const args = JSON.parse(match[1] ?? "[]");
    if (args[0] === 1 && typeof args[1] === "string")
      pushes.push({ index: match.index ?? 0, length: match[0].length, piece: args[1] });
  }
  if (pushes.length !== scripts.length)
    throw new Error("a page's payload has a push that is not text: structured-data-once.mjs reads text only");
  const emptied = emptyStructuredData(pushes.map(({ piece }) => piece).join(""));
  const { saved, edits } = emptied;
  if (!saved) return { html, saved: 0 };
  // Each push's byte range in the new stream: its old boundaries moved by the edits before them.
  const moved = (/** @type {number} */ boundary) => {
    let shift = 0;
    for (const { start, end, length } of edits) {
      if (boundary >= end) shift += end - start - length;
      else if (boundary > start) return start + Math.min(boundary - start, length) - shift;
    }
    return boundary - shift;
  };
  const newBytes = Buffer.from(emptied.stream, "utf8");
  let oldAt = 0;
  let out = "";
  let htmlAt = 0;
  for (const push of pushes) {
    const oldEnd = oldAt + Buffer.byteLength(push.piece, "utf8");
    const piece = newBytes.toString("utf8", moved(oldAt), moved(oldEnd));
    out += html.slice(htmlAt, push.index);
    out += `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, piece]))})</script>`;
    htmlAt = push.index + push.length;
    oldAt = oldEnd;
  }
  return { html: out + html.slice(htmlAt), saved };
}

/**
 * Each page of `files` (below `pagesDir`) with its structured data once, rewritten in place. Returns the bytes
 * taken off, over all pages.
 * @param {string} pagesDir @param {readonly string[]} files
 */
export function structuredDataOnceOfPages(pagesDir, files) {
  let saved = 0;
  for (const file of files) {
    const path = join(pagesDir, file);
    let result;
    try {
      result = structuredDataOnce(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`);
    }
    if (result.saved) writeFileSync(path, result.html);
    saved += result.saved;
  }
  return saved;
}

/** `npm run build`'s step, on every file a host serves a page from. */
export const structuredDataOnceOfBuild = (dir = NEXT_DIR) =>
  structuredDataOnceOfPages(
    join(dir, "server"),
    servedHtmlFiles(dir).map(({ file }) => file),
  );
