import { readFile } from "node:fs/promises";
import { isRaster } from "@/lib/notes/pictures.mjs";
import { allNotes, noteOf } from "@/lib/notes/queries";
import { atLeastOneParam } from "@/lib/static-params.mjs";

// A note's drawings (SVG), from its folder (content/notes/<slug>/), served as they are, at build. Its photos
// and screenshots are made into sizes under /pictures/ (app/pictures/[file]/route.ts).
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { slug: string; file: string };

export function generateStaticParams(): Params[] {
  return atLeastOneParam(
    allNotes().flatMap((note) =>
      note.images.filter((image) => !isRaster(image)).map((image) => ({ slug: note.slug, file: image.file })),
    ),
    ["slug", "file"],
  );
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, file } = await params;
  const image = noteOf(slug).images.find((entry) => entry.file === file && !isRaster(entry));
  if (!image) return new Response(null, { status: 404 });
  return new Response(await readFile(/*turbopackIgnore: true*/ image.path), {
    headers: { "Content-Type": image.type },
  });
}
