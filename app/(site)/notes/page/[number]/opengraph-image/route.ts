import { previewRoute } from "@/components/og/preview-route";
import { laterListPageParams } from "@/lib/notes/queries";
import { defaultLanguageCode, notePagePath } from "@/lib/routes.mjs";
import { languageParam } from "@/lib/static-params.mjs";

// The link preview of each later page of the list of notes, drawn at build (components/og/preview-route.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = ({ params }: { params: object }) =>
  laterListPageParams(languageParam(params, defaultLanguageCode));

export const GET = previewRoute(({ number }) => notePagePath(Number(number)));
