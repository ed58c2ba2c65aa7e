import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { site } from "@/content/site";
import { noteOf, notes } from "@/lib/note-content";
import { notePageInfo } from "@/lib/site-metadata";

// Drawn once per note at build time, also for the static export (npm run build:static).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return notes.map((note) => ({ slug: note.slug }));
}

export const size = previewSize;
export const contentType = "image/png";
export const alt = `A note of ${site.brand}: its title and summary on the site's card`;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = notePageInfo(noteOf((await params).slug));
  return renderPreviewImage({ headline: page.headline, tagline: page.tagline });
}
