// @ts-check
// The one rule for a line of the owner's text, shared by the content files' schema (content/schema.ts) and a
// note's frontmatter (lib/notes/schema.mjs), so both count and refuse alike.
import { z } from "zod";

/** A line break: in the feed or llms.txt it would start a heading or a link of the text's own. */
export const LINE_BREAKS = /[\n\r\u0085\u2028\u2029]/;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * How many characters a text has as people count them: an emoji, a flag or an accented letter is one, however
 * many code points it takes. @param {string} value
 */
export const characterCount = (value) => [...graphemes.segment(value)].length;

/**
 * One line of text of at most `max` characters, trimmed. A line break would give the feed and llms.txt
 * structure of their own: refused.
 * @param {number} max
 */
export const text = (max) =>
  z
    .string({ error: (issue) => (issue.input == null ? "must not be empty" : "must be text (in quotes)") })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, "must not be empty")
    .refine((value) => !LINE_BREAKS.test(value), "must be one line: join its lines with spaces")
    .refine((value) => characterCount(value) <= max, `must be at most ${max} characters`);
