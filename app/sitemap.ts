import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site-metadata";
import { pageRoutes, routes } from "@/lib/routes.mjs";

/** Every page, with the build time as its last change: the content only changes with a new build. */
// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  return pageRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    lastModified,
    changeFrequency: "monthly",
    // The home page first; every other page a step below it.
    priority: route === routes.home ? 1 : 0.8,
  }));
}
