import type { Note } from "./read.mjs";

export type NoteResult = Note["results"][number];

/**
 * A result's figure as people write it in a language (an Intl locale, content/languages.mjs `dates`): a
 * percentage the language's way ("38%", "38 %"), any other unit after the number ("2.5 min", "2,5 min").
 */
export function formatResult({ value, unit }: NoteResult, locale: string): string {
  if (unit === "%")
    return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return unit ? `${number} ${unit}` : number;
}
