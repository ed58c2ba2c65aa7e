import type { MetadataRoute } from "next";
import { absoluteUrl, pages } from "@/lib/site-metadata";

/** Both pages, with the build time as their last change: the content only changes with a new build. */
export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  return [
    { url: absoluteUrl(pages.home.path), lastModified, changeFrequency: "monthly", priority: 1 },
    { url: absoluteUrl(pages.about.path), lastModified, changeFrequency: "monthly", priority: 0.8 },
  ];
}
