import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { notePages } from "@/lib/notes/pages.mjs";
import { atLeastOneParam } from "@/lib/static-params.mjs";
import { allNotes } from "@/lib/notes/queries";
import { notesPageInfo } from "@/lib/site-metadata";

// The list's card, for each of its pages after the first, drawn at build (also for the static export).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { number: string }[] {
  const numbers = notePages(allNotes())
    .slice(1)
    .map((_, index) => ({ number: String(index + 2) }));
  return atLeastOneParam(numbers, ["number"]);
}

export const alt = `${notesPageInfo.headline}: ${notesPageInfo.description}`;
export const size = previewSize;
export const contentType = "image/png";

export default function Image() {
  return renderPreviewImage(notesPageInfo);
}
