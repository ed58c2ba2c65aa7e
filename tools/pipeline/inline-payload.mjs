// @ts-check
// The React payload Next inlines after a page's markup carries only what hydration reads; the .rsc files a
// client navigation reads keep everything. Two things go:
// - An inline script's text (the structured data, the theme script) travelled twice: in the document's <script>
//   and again as the `__html` of the element React hydrates. React's production hydration never reads
//   `dangerouslySetInnerHTML` (it compares text children only), so the copy of a text the document carries goes.
// - A static part's element tree (components/ui/static-part.tsx): a part with no client component inside is
//   HTML the browser already has. Its children go, with every row only they referred to; hydrating, the part
//   takes its HTML from the document. A part the HTML does not show (a boundary's fallback, such as the 404
//   screen in every page's payload) keeps its tree, for when it is rendered. A part that holds a client
//   component, or that the page's HTML shows more than once, stops the build, naming the page and the part.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  BrokenAssumption,
  NEXT_DIR,
  ROW_REFERENCE,
  clientReferenceName,
  flightPushes,
  flightScript,
  payloadRows,
  servedHtmlFiles,
  strictOutput,
  visitPayloadElements as visitElements,
} from "./next-output.mjs";
import { STATIC_PART_ATTRIBUTE, STATIC_PART_EXPORTS } from "../../lib/static-part.mjs";
import { stepIsOn } from "./optional-steps.mjs";

/** The ids of the rows `value` refers to. @param {unknown} value @param {Set<string>} [into] */
function referencesIn(value, into = new Set()) {
  if (typeof value === "string") {
    const id = ROW_REFERENCE.exec(value)?.[1];
    if (id) into.add(id);
  } else if (Array.isArray(value)) for (const item of value) referencesIn(item, into);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) referencesIn(item, into);
  return into;
}

/**
 * @typedef {object} Row
 * @property {string} id
 * @property {boolean} text
 * @property {number} start
 * @property {number} end
 * @property {unknown} [json]  a JSON row's value (parsed when it is an array or an object)
 * @property {string} [value]  a text row's text
 * @property {string} [client]  a client reference's (`I` row's) export name
 * @property {string} [with]  what replaces the row
 */

/** @param {Buffer} bytes @returns {Row[]} */
function readRows(bytes) {
  const rows = payloadRows(bytes).map((row) => {
    if (row.text) return /** @type {Row} */ ({ ...row, value: bytes.toString("utf8", row.body, row.end) });
    const raw = bytes.toString("utf8", row.body, row.end).replace(/\n$/, "");
    /** @type {Row} */
    const read = { ...row };
    try {
      if (raw.startsWith("I[")) read.client = clientReferenceName(raw);
      else if (raw.startsWith("[") || raw.startsWith("{") || raw.startsWith('"')) read.json = JSON.parse(raw);
    } catch {
      // Not JSON: a row this step does not read.
    }
    return read;
  });
  // A client reference's name may be outlined into a row of its own ("$1b").
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const outlined = row.client && /^\$([0-9a-f]+)$/.exec(row.client)?.[1];
    const name = outlined ? byId.get(outlined)?.json : undefined;
    if (typeof name === "string") row.client = name;
  }
  return rows;
}

/**
 * Empties the text of every inline script whose text the document carries (`inDocument`), in every JSON row.
 * @param {Row[]} rows @param {Set<Row>} changed @param {(text: string) => boolean} inDocument
 */
function emptyInlineScripts(rows, changed, inDocument) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows)
    visitElements(row.json, (type, props) => {
      const inner = /** @type {{ __html?: unknown } | undefined} */ (props.dangerouslySetInnerHTML);
      if (type !== "script" || typeof inner?.__html !== "string") return;
      const outlined = /^\$([0-9a-f]+)$/.exec(inner.__html)?.[1];
      const text = outlined ? byId.get(outlined) : undefined;
      if (text?.text && text.value && inDocument(text.value)) text.with = `${text.id}:T0,`;
      else if (!outlined && inner.__html && inDocument(inner.__html)) {
        inner.__html = "";
        changed.add(row);
      }
    });
}

/**
 * Takes the children out of every static part the page shows, and the rows only they referred to. Returns the
 * names of the parts taken.
 * @param {Row[]} rows @param {Set<Row>} changed @param {(name: string) => boolean} shown
 */
function bareStaticParts(rows, changed, shown) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const partTypes = new Set(
    rows.filter((row) => STATIC_PART_EXPORTS.includes(row.client ?? "")).map((row) => `$L${row.id}`),
  );
  /** @type {string[]} */
  const names = [];
  /** Rows the taken children referred to. */
  const candidates = new Set();
  for (const row of rows)
    visitElements(row.json, (type, props) => {
      if (!partTypes.has(type) || props.children === undefined) return;
      const name = String(props.name);
      // Everything the children reach, row by row: none may be a client component.
      const reached = referencesIn(props.children);
      for (const id of reached) {
        const target = byId.get(id);
        if (target?.client !== undefined && !STATIC_PART_EXPORTS.includes(target.client))
          throw new Error(
            `the static part "${name}" holds the client component ${target.client}, which would never wake: mark a part without it`,
          );
        if (target) referencesIn(target.json, reached);
      }
      visitElements(props.children, (innerType) => {
        if (partTypes.has(innerType)) throw new Error(`the static part "${name}" holds another static part`);
      });
      if (!shown(name)) return;
      for (const id of reached) candidates.add(id);
      delete props.children;
      names.push(name);
      changed.add(row);
    });
  // A candidate stays when a row that stays refers to it.
  const kept = rows.filter((row) => !candidates.has(row.id));
  const stays = new Set(kept.map((row) => row.id));
  const queue = [...kept];
  for (let row = queue.pop(); row; row = queue.pop())
    for (const id of referencesIn(row.json)) {
      const target = byId.get(id);
      if (target && !stays.has(id)) {
        stays.add(id);
        queue.push(target);
      }
    }
  for (const row of rows) if (!stays.has(row.id)) row.with = "";
  return names;
}

/**
 * A payload stream with its inline scripts' texts emptied (those `inDocument`) and its static parts bare (those
 * `shown` in the page), the bytes that took off, the byte edits made (for splitting the pushes where they were)
 * and the bare parts' names.
 * @param {string} stream
 * @param {{ shown?: (name: string) => boolean, inDocument?: (text: string) => boolean }} [page]
 */
export function leanStream(stream, { shown = () => true, inDocument = () => true } = {}) {
  const bytes = Buffer.from(stream, "utf8");
  const rows = readRows(bytes);
  /** @type {Set<Row>} */
  const changed = new Set();
  emptyInlineScripts(rows, changed, inDocument);
  const parts = bareStaticParts(rows, changed, shown);
  for (const row of changed) if (row.with === undefined) row.with = `${row.id}:${JSON.stringify(row.json)}\n`;
  const edits = rows.filter((row) => row.with !== undefined);
  if (!edits.length) return { stream, saved: 0, edits: [], parts };
  const pieces = [];
  let at = 0;
  for (const { start, end, with: text } of edits) {
    pieces.push(bytes.subarray(at, start), Buffer.from(text ?? "", "utf8"));
    at = end;
  }
  pieces.push(bytes.subarray(at));
  const out = Buffer.concat(pieces);
  return {
    stream: out.toString("utf8"),
    saved: bytes.length - out.length,
    edits: edits.map(({ start, end, with: text }) => ({ start, end, length: Buffer.byteLength(text ?? "") })),
    parts,
  };
}

/**
 * A page with a lean inline payload (leanStream), its pushes split where they were (a push boundary inside a
 * replaced row moves to where the row was). The page as it was when there is nothing to take.
 * @param {string} html
 * @returns {{ html: string, saved: number }}
 */
export function leanPayload(html) {
  // Nothing to take: no inline script's text, no structured data, no static part's client reference.
  if (![`__html`, `application/ld+json`, ...STATIC_PART_EXPORTS].some((mark) => html.includes(mark)))
    return { html, saved: 0 };
  const { pushes, stream } = flightPushes(html);
  const timesShown = (/** @type {string} */ name) =>
    html.split(`${STATIC_PART_ATTRIBUTE}="${name}"`).length - 1;
  const lean = leanStream(stream, {
    shown: (name) => stepIsOn("static-parts") && timesShown(name) > 0,
    inDocument: (text) => stepIsOn("scripts-once") && html.includes(`>${text}</script>`),
  });
  for (const name of lean.parts)
    if (timesShown(name) > 1)
      throw new Error(
        `the static part "${name}" is in the page's HTML ${timesShown(name)} times: each part needs one element of its own name`,
      );
  const { saved, edits } = lean;
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
  const newBytes = Buffer.from(lean.stream, "utf8");
  let oldAt = 0;
  let out = "";
  let htmlAt = 0;
  for (const push of pushes) {
    const oldEnd = oldAt + Buffer.byteLength(push.piece, "utf8");
    const piece = newBytes.toString("utf8", moved(oldAt), moved(oldEnd));
    out += html.slice(htmlAt, push.index);
    out += flightScript(piece);
    htmlAt = push.index + push.length;
    oldAt = oldEnd;
  }
  return { html: out + html.slice(htmlAt), saved };
}

/**
 * Each page of `files` (below `pagesDir`) with a lean payload, rewritten in place. Returns the bytes taken off,
 * over all pages, and a warning for each page the step stepped aside for: where Next's output breaks one of the
 * step's assumptions, the page keeps Next's own payload (a strict build, `npm test`, stops instead). Any other
 * error (a static part that holds a client component) stops the build; each names the page.
 * @param {string} pagesDir @param {readonly string[]} files
 * @param {{ strict?: boolean }} [options]
 */
export function leanPayloadOfPages(pagesDir, files, { strict = strictOutput() } = {}) {
  let saved = 0;
  /** @type {string[]} */
  const warnings = [];
  for (const file of files) {
    const path = join(pagesDir, file);
    let result;
    try {
      result = leanPayload(readFileSync(path, "utf8"));
    } catch (error) {
      const message = `${file}: ${error instanceof Error ? error.message : error}`;
      if (error instanceof BrokenAssumption && !strict) {
        warnings.push(`${message} The page ships Next's own payload.`);
        continue;
      }
      throw new Error(message);
    }
    if (result.saved) writeFileSync(path, result.html);
    saved += result.saved;
  }
  return { saved, warnings };
}

/** `npm run build`'s step, on every file a host serves a page from. */
export const leanPayloadOfBuild = (dir = NEXT_DIR) =>
  leanPayloadOfPages(
    join(dir, "server"),
    servedHtmlFiles(dir).map(({ file }) => file),
  );
