import { localeIn } from "@/lib/content";
import { feedResponse } from "@/components/notes/feed";
import { languageParams } from "@/lib/languages";

// Written once at build, also for the static export (npm run build:static).
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = languageParams;

/** The notes' feed of another language: the notes written in it. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return feedResponse(await localeIn((await params).lang));
}
