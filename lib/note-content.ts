import "server-only";
import { notFound } from "next/navigation";
import { projects } from "@/content/projects";
import { services } from "@/content/services";
import { ContentError } from "./config-error.mjs";
import { notes, type Note } from "./notes.mjs";

export type { Note };
export { notes };

/** A note's project must be one of content/projects.ts's (lib/notes.mjs checks the rest, without them). */
export function checkNoteProjects(list: readonly Note[] = notes): void {
  const known = projects.map((project) => project.id);
  const problems = list
    .filter((note) => note.project && !known.includes(note.project))
    .map(
      (note) =>
        `${note.file}, field project: unknown project ${JSON.stringify(note.project)} (known: ${known.join(", ")})`,
    );
  if (problems.length) throw new ContentError(`Notes are invalid:\n- ${problems.join("\n- ")}`);
}
checkNoteProjects();

/** The published note with this slug; any other is the 404 page. */
export function noteOf(slug: string): Note {
  const note = notes.find((entry) => entry.slug === slug);
  if (!note) notFound();
  return note;
}

/** The services a note is about, in its order. */
export const servicesOf = (note: Note) =>
  note.services.flatMap((id) => services.filter((service) => service.id === id));

export const projectOf = (note: Note) => projects.find((project) => project.id === note.project);

/** The case studies that name a service, newest first. */
export const caseStudiesAbout = (serviceId: string) =>
  notes.filter((note) => note.kind === "case-study" && note.services.includes(serviceId));

/** The notes before and after one, in the list's order (newest first): `newer` and `older`. */
export function neighboursOf(note: Note): { newer?: Note; older?: Note } {
  const index = notes.indexOf(note);
  return { newer: notes[index - 1], older: notes[index + 1] };
}

/** A yyyy-mm-dd as people read it: "20 November 2026". */
export const readableDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
