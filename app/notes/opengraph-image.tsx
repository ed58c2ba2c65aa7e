import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { notesPageInfo } from "@/lib/site-metadata";

// Drawn once at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";

export const alt = `${notesPageInfo.headline}: ${notesPageInfo.description}`;
export const size = previewSize;
export const contentType = "image/png";

export default function Image() {
  return renderPreviewImage(notesPageInfo);
}
