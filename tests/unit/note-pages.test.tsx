/**
 * @jest-environment node
 */
// The list of notes in pages (lib/notes/pages.mjs, components/notes/notes-list-page.tsx), at a year's size.
import type { ReactElement } from "react";
import { prerender } from "react-dom/static";
import { NotesListPage } from "@/components/notes/notes-list-page";
import { NOTES_PER_PAGE, notePages } from "@/lib/notes/pages.mjs";
import { parseNote, type Note } from "@/lib/notes/read.mjs";
import { notePagePath, notePath } from "@/lib/routes.mjs";

// The top bar's section links ask for the router, which a page has and a bare render does not.
jest.mock("next/navigation", () => ({ ...jest.requireActual("next/navigation"), useRouter: () => ({}) }));

/** `count` notes, one every two days back from 2026-12-31, every third a case study. */
function aYearOfNotes(count: number): Note[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 11, 31) - index * 2 * 86_400_000).toISOString().slice(0, 10);
    const source = `---\ntitle: Note number ${index}\nsummary: What note ${index} says, in a line.\npublished: ${day}\nkind: ${index % 3 ? "note" : "case-study"}\n---\n\nText.\n`;
    const { note, problems } = parseNote(`content/notes/n-${index}.mdx`, `n-${index}`, source, undefined);
    if (!note) throw new Error(problems.join("\n"));
    return note;
  });
}

/** The HTML of a server component tree, its async components awaited, as the build writes it. */
async function htmlOf(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("the list of notes in pages", () => {
  const notes = aYearOfNotes(300);
  const pages = notePages(notes);

  it("holds every note once, case studies first, at most NOTES_PER_PAGE a page", () => {
    expect(pages).toHaveLength(Math.ceil(300 / NOTES_PER_PAGE));
    expect(pages.every((page) => page.length <= NOTES_PER_PAGE)).toBe(true);
    const listed = pages.flat();
    expect(new Set(listed.map((note) => note.slug)).size).toBe(300);
    const firstNote = listed.findIndex((note) => note.kind === "note");
    expect(listed.slice(firstNote).every((note) => note.kind === "note")).toBe(true);
    expect(notePages([])).toEqual([[]]);
  });

  it("links each page to every other, so each note is one page away from /notes", async () => {
    for (const number of [1, 2, pages.length]) {
      const html = await htmlOf(<NotesListPage pages={pages} number={number} />);
      const links = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
      for (const other of pages.keys()) expect(links).toContain(notePagePath(other + 1));
      for (const note of pages[number - 1]!) expect(links).toContain(notePath(note.slug));
      expect(html).toContain(`aria-current="page">${number}</a>`);
      expect(html.includes('rel="prev"')).toBe(number > 1);
      expect(html.includes('rel="next"')).toBe(number < pages.length);
    }
  });
});
