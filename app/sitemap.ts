import type { MetadataRoute } from "next";
import { notes } from "@/lib/note-content";
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
  const day = (yyyyMmDd: string) => new Date(`${yyyyMmDd}T00:00:00Z`);
  const changed = new Map<string, Date>(notes.map((note) => [notePath(note.slug), day(note.updated)]));
  const newest = notes
    .map((note) => note.updated)
    .sort()
    .at(-1);
  if (newest) changed.set(routes.notes.path, day(newest));
  return pageRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified: changed.get(route.path) ?? built,
    changeFrequency: "monthly",
    // The home page first; every other page a step below it.
    priority: route === routes.home ? 1 : 0.8,
  }));
}
