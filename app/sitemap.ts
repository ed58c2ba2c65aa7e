import type { MetadataRoute } from "next";
import { dayStart } from "@/lib/notes/dates.mjs";
import { loadNotes, lastChange, notesIn } from "@/lib/notes/queries";
import { languageAlternates, absoluteUrl } from "@/lib/site-metadata";
import { languages } from "@/content/languages.mjs";
import { defaultLanguageCode, notePath, pageRoutes, pathIn, routes } from "@/lib/routes.mjs";

/**
 * Every page of every language, with its last change (a note's own date, updated or published; the list of
 * notes its newest note's; every other page the build time, as its content only changes with a new build) and
 * the same page in the other languages (`hreflang`, x-default the default language's).
 */
// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date();
  const changed = new Map<string, Date>(
    loadNotes().map((note) => [pathIn(note.language, notePath(note.slug)), dayStart(note.updated)]),
  );
  for (const { code } of languages) {
    const newest = lastChange(notesIn(code));
    if (newest) changed.set(pathIn(code, routes.notes.path), dayStart(newest));
  }
  return pageRoutes.map((route) => {
    const alternates = languageAlternates(route.path);
    return {
      url: absoluteUrl(route.path),
      lastModified: changed.get(route.path) ?? built,
      changeFrequency: "monthly",
      // Each language's home page first; every other page a step below it.
      priority: route.path === pathIn(route.language ?? defaultLanguageCode, routes.home.path) ? 1 : 0.8,
      ...(Object.keys(alternates).length > 0 ? { alternates: { languages: alternates } } : {}),
    };
  });
}
