import type { MetadataRoute } from "next";
import { absoluteUrl, pages } from "@/lib/site-metadata";

/** Both pages, with the build time as their last change: the content only changes with a new build. */
// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  return [
    { url: absoluteUrl(pages.home.path), lastModified, changeFrequency: "monthly", priority: 1 },
    { url: absoluteUrl(pages.about.path), lastModified, changeFrequency: "monthly", priority: 0.8 },
  ];
}
