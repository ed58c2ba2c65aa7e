/**
 * Whether a translation of a content file (content/<code>/<file>.ts) has what the English file has: every export,
 * entry and field, each text filled in, and the same ids, icons, colours and links. Each problem names the file,
 * the entry (by its id where it has one) and the field, the way content/schema.ts's problems do.
 */

import { didYouMean } from "./did-you-mean.mjs";

/** Fields that name things rather than say them: a translation keeps them as they are. */
const KEPT = new Set([
  "id",
  "icon",
  "color",
  "kind",
  "sectionId",
  "page",
  "href",
  "url",
  "currency",
  "period",
  "from",
  "caseStudy",
]);

type Path = (string | number)[];

function where(file: string, path: Path, english: unknown): string {
  let entry = "";
  let value = english;
  const fields: string[] = [];
  for (const step of path) {
    if (typeof step === "number" && Array.isArray(value)) {
      const id = (value[step] as { id?: unknown } | undefined)?.id;
      entry = `entry ${step + 1}${typeof id === "string" ? ` (${id})` : ""}`;
      fields.length = 0;
    } else fields.push(String(step));
    value = (value as Record<string | number, unknown> | undefined)?.[step];
  }
  const named = [entry, fields.length ? `field ${fields.join(".")}` : ""].filter(Boolean).join(", ");
  return named ? `${file}: ${named}` : file;
}

/**
 * @param file  the translation's file, as a problem names it (content/es/services.ts)
 * @param english  the English file's exports
 * @param translated  the translation's exports
 */
export function translationProblems(
  file: string,
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const compare = (en: unknown, tr: unknown, path: Path) => {
    const at = () => where(file, path, english);
    const last = path[path.length - 1];
    if (tr === undefined) return problems.push(`${at()}: missing (the English file has it)`);
    if (typeof en === "string" && typeof last === "string" && KEPT.has(last)) {
      if (tr !== en) problems.push(`${at()}: must stay ${JSON.stringify(en)}, as in the English file`);
      return;
    }
    if (typeof en === "string") {
      if (typeof tr !== "string") problems.push(`${at()}: must be text`);
      else if (tr.trim() === "") problems.push(`${at()}: is empty`);
      return;
    }
    if (typeof en === "function") {
      if (typeof tr !== "function") problems.push(`${at()}: must be a function, as in the English file`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) return problems.push(`${at()}: must be a list`);
      if (tr.length !== en.length)
        problems.push(`${at()}: has ${tr.length} entries, the English file ${en.length}`);
      en.forEach((item, index) => index < tr.length && compare(item, tr[index], [...path, index]));
      return;
    }
    if (en && typeof en === "object") {
      if (!tr || typeof tr !== "object") return problems.push(`${at()}: must be a group of fields`);
      for (const key of Object.keys(en))
        compare((en as Record<string, unknown>)[key], (tr as Record<string, unknown>)[key], [...path, key]);
      for (const key of Object.keys(tr))
        if (!(key in en)) {
          const near = didYouMean(key, Object.keys(en));
          problems.push(
            `${where(file, [...path, key], english)}: not in the English file${near ? `: ${near}` : ""}`,
          );
        }
      return;
    }
    if (tr !== en) problems.push(`${at()}: must stay ${JSON.stringify(en)}, as in the English file`);
  };
  compare(english, translated, []);
  return problems;
}
