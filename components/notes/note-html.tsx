import "server-only";
import { NoteBody } from "./note-body";
import type { Note } from "@/lib/notes/read.mjs";

/**
 * A note's text as HTML, for the feed: the same compile and components as its page. (React's server renderer,
 * loaded when the feed is written: Next keeps it out of the server components' graph otherwise.)
 */
export async function noteHtml(note: Note): Promise<string> {
  const { renderToStaticMarkup } = await import("react-dom/server");
  return renderToStaticMarkup(await NoteBody({ note }));
}
