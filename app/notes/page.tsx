import { NotesListPage } from "@/components/notes/notes-list-page";
import { listPages } from "@/lib/notes/queries";
import { notesPageInfo, pageMetadata } from "@/lib/site-metadata";

export const metadata = pageMetadata(notesPageInfo);

/** The first page of the list of notes; the others are /notes/page/<number> (app/notes/page/[number]). */
export default function NotesPage() {
  return <NotesListPage pages={listPages()} number={1} />;
}
