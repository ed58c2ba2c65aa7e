import "server-only";
import { notFound } from "next/navigation";
import type { Content } from "../content";
import { atLeastOneParam } from "../static-params.mjs";
import { newestDay } from "./dates.mjs";
import { notePages } from "./pages.mjs";
import { loadNotes, notesIn, type Note } from "./read.mjs";

export type { Note };

/**
 * The published notes, newest first, as every page reads them (lib/notes/read.mjs), and those of a language:
 * the build's content step has checked them, with what they name (lib/content-schema.ts, validateNoteLinks).
 */
export { loadNotes, notesIn };

/** The published note with this slug in a language; any other is the 404 page. */
export function noteOf(slug: string, code: string): Note {
  const note = notesIn(code).find((entry) => entry.slug === slug);
  if (!note) notFound();
  return note;
}

/** The services a note is about, in its order, in the content's language. */
export const servicesOf = (note: Note, content: Content) =>
  note.services.flatMap((id) => content.services.services.filter((service) => service.id === id));

/** The project a note is about, in the content's language. */
export const projectOf = (note: Note, content: Content) =>
  content.projects.projects.find((project) => project.id === note.project);

/** The case studies in a language that name a service, newest first. */
export const caseStudiesAbout = (serviceId: string, code: string) =>
  notesIn(code).filter((note) => note.kind === "case-study" && note.services.includes(serviceId));

/** The notes before and after one in its language, in the list's order (newest first): `newer` and `older`. */
export function neighboursOf(note: Note): { newer?: Note; older?: Note } {
  const list = notesIn(note.language);
  const index = list.indexOf(note);
  return { newer: list[index - 1], older: list[index + 1] };
}

/** A language's list of notes in pages (lib/notes/pages.mjs): the first is /notes. */
export const listPages = (code: string) => notePages(notesIn(code));

/** The list's pages after the first, as app/(site)/notes/page/[number]'s params (a placeholder when there are none). */
export const laterListPageParams = (code: string): { number: string }[] =>
  atLeastOneParam(
    listPages(code)
      .slice(1)
      .map((_, index) => ({ number: String(index + 2) })),
    ["number"],
  );

/** The day the newest note changed: the list's and the feed's last change. */
export const lastChange = (list: readonly Note[] = loadNotes()) =>
  newestDay(list.map((note) => note.updated));
