import { readFile } from "node:fs/promises";
import { isRaster } from "@/lib/notes/pictures.mjs";
import { loadNotes } from "@/lib/notes/queries";
import { atLeastOneParam } from "@/lib/static-params.mjs";

// A note's drawings (SVG), from its folder (content/notes/<slug>/), served as they are, at build. Its photos
// and screenshots are made into sizes under /pictures/ (app/pictures/[file]/route.ts). A note and its
// translation share the folder, and so these addresses.
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { slug: string; file: string };

/** A note's drawings, whichever of its languages shows them. */
const drawingsOf = (slug: string) =>
  loadNotes()
    .filter((note) => note.slug === slug)
    .flatMap((note) => note.images.filter((image) => !isRaster(image)));

export function generateStaticParams(): Params[] {
  const slugs = [...new Set(loadNotes().map((note) => note.slug))];
  const params = slugs.flatMap((slug) => [
    ...new Map(drawingsOf(slug).map((image) => [image.file, { slug, file: image.file }])).values(),
  ]);
  return atLeastOneParam(params, ["slug", "file"]);
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, file } = await params;
  const image = drawingsOf(slug).find((entry) => entry.file === file);
  if (!image) return new Response(null, { status: 404 });
  return new Response(await readFile(/*turbopackIgnore: true*/ image.path), {
    headers: { "Content-Type": image.type },
  });
}
