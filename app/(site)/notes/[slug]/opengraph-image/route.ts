import { previewRoute } from "@/components/og/preview-route";
import { notesIn } from "@/lib/notes/queries";
import { defaultLanguageCode, notePath } from "@/lib/routes.mjs";
import { atLeastOneParam, languageParam } from "@/lib/static-params.mjs";

// Each note's link preview, its cover or its card, drawn at build (components/og/preview-route.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = ({ params }: { params: object }): { slug: string }[] =>
  atLeastOneParam(
    notesIn(languageParam(params, defaultLanguageCode)).map(({ slug }) => ({ slug })),
    ["slug"],
  );

export const GET = previewRoute(({ slug }) => notePath(slug!));
