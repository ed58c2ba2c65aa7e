import { notFound } from "next/navigation";
import { NotesListPage } from "@/components/notes/notes-list-page";
import { pageLocale } from "@/lib/page-locale";
import { laterListPageParams, listPages } from "@/lib/notes/queries";
import { languageParam } from "@/lib/static-params.mjs";
import { defaultLanguageCode } from "@/lib/routes.mjs";
import { notesListPageInfo, pageMetadata } from "@/lib/site-metadata";

type Props = { params: Promise<{ number: string }> };

// Pages 2 and on of the list of notes, written at build; /notes is the first, any other number the 404 page.
export const dynamicParams = false;

// Under app/[lang], the language's own list: `lang` is the parent segment's param.
export function generateStaticParams({ params }: { params: object }) {
  return laterListPageParams(languageParam(params, defaultLanguageCode));
}

const pageNumber = async (params: Props["params"], code: string) => {
  const number = Number((await params).number);
  if (!Number.isInteger(number) || number < 2 || number > listPages(code).length) notFound();
  return number;
};

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale();
  return pageMetadata(notesListPageInfo(await pageNumber(params, locale.language.code), locale), locale);
}

export default async function NotesListPageRoute({ params }: Props) {
  const { language } = await pageLocale();
  return <NotesListPage pages={listPages(language.code)} number={await pageNumber(params, language.code)} />;
}
