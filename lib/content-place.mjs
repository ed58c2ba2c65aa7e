// @ts-check
// Where a content file (or a note's frontmatter) writes what a problem is about: "content/skills.ts: entry 1 (full-stack), field color: …"
// becomes "content/skills.ts:41:5: entry 1 (full-stack), field color: … (it says "magenta")". Found in the
// file's text, by the entry's id and the field names in order; a missing field points at its entry.
import { existsSync, readFileSync } from "node:fs";

/** @param {string} text @param {number} offset */
const lineAndColumn = (text, offset) => {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
};

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The problem with its place, and the value written there, when the file and the place can be found.
 * @param {string} problem  "<file>: [entry N (id), | id, ]field a.b: message" or "<file>: message"
 * @param {(file: string) => string | undefined} [read]
 */
export function withPlace(
  problem,
  read = (file) => (existsSync(file) ? readFileSync(file, "utf8") : undefined),
) {
  const match = /^(content\/[^:\s]+\.(?:ts|mjs|md|mdx))(?: \(([^)]*)\))?: (.*)$/s.exec(problem);
  if (!match) return problem;
  const [, file = "", part, rest = ""] = match;
  const text = read(file);
  if (!text) return problem;
  const named = /^(?:entry \d+ \(([^)]+)\), |([a-z0-9-]+), )?field ([\w.]+): /.exec(rest);
  let offset = -1;
  const find = (/** @type {RegExp} */ pattern, from = Math.max(offset, 0)) => {
    pattern.lastIndex = from;
    const found = pattern.exec(text);
    return found ? found.index : -1;
  };
  if (part) offset = find(new RegExp(`\\b${escape(part)}\\b`, "g"), 0);
  const id = named?.[1] ?? named?.[2];
  if (id) {
    const at = find(new RegExp(`(?:id:\\s*"${escape(id)}"|"${escape(id)}"\\s*:|\\b${escape(id)}\\s*:)`, "g"));
    if (at >= 0) offset = at;
  }
  let value = "";
  for (const field of (named?.[3] ?? "").split(".").filter((step) => step && !/^\d+$/.test(step))) {
    const at = find(new RegExp(`(?:\\b|")${escape(field)}"?\\s*:|\\bconst ${escape(field)}\\b`, "g"));
    if (at < 0) break;
    offset = at;
    // What is written after the name: on its line, or (a long text) on the next.
    const after = text.slice(text.slice(at).search(/[:=]/) + at + 1).split("\n");
    value = ((after[0] ?? "").trim() || (after[1] ?? "").trim()).replace(/,$/, "");
  }
  if (offset < 0) return problem;
  const { line, column } = lineAndColumn(text, offset);
  const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value;
  const says = shown && !/^[[{(]/.test(shown) && !rest.includes(shown) ? ` (it says ${shown})` : "";
  return `${file}:${line}:${column}${part ? ` (${part})` : ""}: ${rest}${says}`;
}
