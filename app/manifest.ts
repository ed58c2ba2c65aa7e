import type { MetadataRoute } from "next";
import { site } from "@/content/site";

// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.brand} — AI Automation Agency`,
    short_name: site.brand,
    description: site.description,
    start_url: "/",
    display: "standalone",
    background_color: site.colors.lightBackground,
    theme_color: site.colors.brand,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
