import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { noteOf, notes } from "@/lib/note-content";

// A note's images, from its folder (content/notes/<slug>/), served as they are, at build.
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { slug: string; file: string };

export function generateStaticParams(): Params[] {
  return notes.flatMap((note) => note.images.map((image) => ({ slug: note.slug, file: image.file })));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, file } = await params;
  const note = noteOf(slug);
  const image = note.images.find((entry) => entry.file === file);
  if (!image) return new Response(null, { status: 404 });
  const body = await readFile(/*turbopackIgnore: true*/ join(dirname(note.file), image.file));
  return new Response(body, { headers: { "Content-Type": image.type } });
}
