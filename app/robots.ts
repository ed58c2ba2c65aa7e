import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/site-metadata";

// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/" },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
