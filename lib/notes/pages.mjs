// @ts-check
// The list of notes in pages, so that a phone opens any of them at once whatever the count: /notes is the first,
// /notes/page/2 and on the others (lib/routes.mjs), and every page links to every other, so each note is one page away from
// /notes. Case studies lead, then notes, each newest first.
import { noteKinds } from "./schema.mjs";

/** Notes a page lists: with the page's frame, its HTML stays under 100 KB (docs/performance.md). */
export const NOTES_PER_PAGE = 10;

/** @typedef {import("./read.mjs").Note} Note */

/** The notes in the list's order: the case studies, then the notes, each newest first. @param {readonly Note[]} list */
export const inListOrder = (list) => noteKinds.flatMap((kind) => list.filter((note) => note.kind === kind));

/** The list cut into pages (one empty page for no notes). @param {readonly Note[]} list @returns {Note[][]} */
export function notePages(list) {
  const ordered = inListOrder(list);
  const pages = [];
  for (let start = 0; start < ordered.length; start += NOTES_PER_PAGE)
    pages.push(ordered.slice(start, start + NOTES_PER_PAGE));
  return pages.length ? pages : [[]];
}
