import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { pages } from "@/lib/site-metadata";

export const alt = `${pages.home.headline}: ${pages.home.tagline}`;
export const size = previewSize;
export const contentType = "image/png";

export default function Image() {
  return renderPreviewImage(pages.home);
}
