import { notesFeed } from "@/lib/feed";

// Written once at build, also for the static export (npm run build:static).
export const dynamic = "force-static";

export async function GET() {
  return new Response(await notesFeed(), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
