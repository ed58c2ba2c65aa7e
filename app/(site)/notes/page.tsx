import { NotesListPage } from "@/components/notes/notes-list-page";
import { pageLocale } from "@/lib/page-locale";
import { listPages } from "@/lib/notes/queries";
import { notesListPageInfo, pageMetadata } from "@/lib/site-metadata";

export async function generateMetadata() {
  const locale = await pageLocale();
  return pageMetadata(notesListPageInfo(1, locale), locale);
}

/** The first page of the list of notes; the others are /notes/page/<number> (app/notes/page/[number]). */
export default async function NotesPage() {
  const { language } = await pageLocale();
  return <NotesListPage pages={listPages(language.code)} number={1} />;
}
