import type { MetadataRoute } from "next";
import { dayStart } from "@/lib/notes/dates.mjs";
import { allNotes, lastChange } from "@/lib/notes/queries";
import { absoluteUrl } from "@/lib/site-metadata";
import { notePath, pageRoutes, routes } from "@/lib/routes.mjs";

/**
 * Every page, with its last change: a note's own date (updated, or published), the list of notes its newest
 * note's, and every other page the build time (its content only changes with a new build).
 */
// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const built = new Date();
  const changed = new Map<string, Date>(
    allNotes().map((note) => [notePath(note.slug), dayStart(note.updated)]),
  );
  const newest = lastChange();
  if (newest) changed.set(routes.notes.path, dayStart(newest));
  return pageRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: changed.get(route.path) ?? built,
    changeFrequency: "monthly",
    // The home page first; every other page a step below it.
    priority: route === routes.home ? 1 : 0.8,
  }));
}
