import { renderPreviewImage, previewSize } from "@/components/og/preview-image";
import { site } from "@/content/site";
import { coverPreview } from "@/lib/notes/pictures.mjs";
import { allNotes, noteOf } from "@/lib/notes/queries";
import { notePageInfo } from "@/lib/site-metadata";

// Drawn once per note at build time, also for the static export (npm run build:static): the note's cover,
// cut to the preview's size, or its title and summary on the site's card.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return allNotes().map((note) => ({ slug: note.slug }));
}

export const size = previewSize;
export const contentType = "image/png";
export const alt = `A note of ${site.brand}: its cover, or its title and summary on the site's card`;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const note = noteOf((await params).slug);
  if (note.cover)
    return new Response(new Uint8Array(await coverPreview(note.cover.picture, previewSize)), {
      headers: { "Content-Type": contentType },
    });
  const page = notePageInfo(note);
  return renderPreviewImage({ headline: page.headline, tagline: page.tagline });
}
