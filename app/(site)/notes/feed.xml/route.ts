import { localeIn } from "@/lib/content";
import { feedResponse } from "@/components/notes/feed";

// Written once at build, also for the static export (npm run build:static).
export const dynamic = "force-static";

/** The default language's notes' feed; each other language's is app/[lang]/notes/feed.xml. */
export async function GET() {
  return feedResponse(await localeIn(undefined));
}
