import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { laterListPageParams } from "@/lib/notes/queries";
import { notesPageInfo } from "@/lib/site-metadata";

// The list's card, for each of its pages after the first, drawn at build (also for the static export).
export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = laterListPageParams;

export const alt = `${notesPageInfo.headline}: ${notesPageInfo.description}`;
export const size = previewSize;
export const contentType = "image/png";

export default function Image() {
  return renderPreviewImage(notesPageInfo);
}
