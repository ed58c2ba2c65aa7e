import { notFound } from "next/navigation";
import { NotesListPage } from "@/components/notes/notes-list-page";
import { notePages } from "@/lib/notes/pages.mjs";
import { atLeastOneParam } from "@/lib/static-params.mjs";
import { allNotes } from "@/lib/notes/queries";
import { notesListPageInfo, pageMetadata } from "@/lib/site-metadata";

type Props = { params: Promise<{ number: string }> };

// Pages 2 and on of the list of notes, written at build; /notes is the first, any other number the 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { number: string }[] {
  const numbers = notePages(allNotes())
    .slice(1)
    .map((_, index) => ({ number: String(index + 2) }));
  return atLeastOneParam(numbers, ["number"]);
}

const pageNumber = async (params: Props["params"]) => {
  const number = Number((await params).number);
  if (!Number.isInteger(number) || number < 2 || number > notePages(allNotes()).length) notFound();
  return number;
};

export async function generateMetadata({ params }: Props) {
  return pageMetadata(notesListPageInfo(await pageNumber(params)));
}

export default async function NotesListPageRoute({ params }: Props) {
  return <NotesListPage pages={notePages(allNotes())} number={await pageNumber(params)} />;
}
