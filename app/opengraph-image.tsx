import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { pages } from "@/lib/site-metadata";

// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export const alt = `${pages.home.headline}: ${pages.home.tagline}`;
export const size = previewSize;
export const contentType = "image/png";

export default function Image() {
  return renderPreviewImage(pages.home);
}
