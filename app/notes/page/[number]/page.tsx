import { notFound } from "next/navigation";
import { NotesListPage } from "@/components/notes/notes-list-page";
import { laterListPageParams, listPages } from "@/lib/notes/queries";
import { notesListPageInfo, pageMetadata } from "@/lib/site-metadata";

type Props = { params: Promise<{ number: string }> };

// Pages 2 and on of the list of notes, written at build; /notes is the first, any other number the 404 page.
export const dynamicParams = false;

export const generateStaticParams = laterListPageParams;

const pageNumber = async (params: Props["params"]) => {
  const number = Number((await params).number);
  if (!Number.isInteger(number) || number < 2 || number > listPages().length) notFound();
  return number;
};

export async function generateMetadata({ params }: Props) {
  return pageMetadata(notesListPageInfo(await pageNumber(params)));
}

export default async function NotesListPageRoute({ params }: Props) {
  return <NotesListPage pages={listPages()} number={await pageNumber(params)} />;
}
