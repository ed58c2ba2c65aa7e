import { founderPhoto } from "@/lib/founder-photo.mjs";
import { loadNotes } from "@/lib/notes/queries";
import { atLeastOneParam } from "@/lib/static-params.mjs";
import { FORMAT_TYPES, encodeVariant, isRaster, variantsOf } from "@/lib/notes/pictures.mjs";

// Each size and format of the notes' photos and screenshots and of the owner's photo, made at build (lib/notes/pictures.mjs), also for
// the static export. Their names change with their content: every host caches /pictures/ for good.
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { file: string };

/** Every file made, by name. */
const made = () => {
  const photo = founderPhoto();
  return new Map(
    [...loadNotes().flatMap((note) => note.images), ...(photo ? [photo] : [])]
      .filter(isRaster)
      .flatMap((picture) =>
        variantsOf(picture).map((variant) => [variant.file, { picture, variant }] as const),
      ),
  );
};

export function generateStaticParams(): Params[] {
  return atLeastOneParam(
    [...made().keys()].map((file) => ({ file })),
    ["file"],
  );
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const entry = made().get((await params).file);
  if (!entry) return new Response(null, { status: 404 });
  const bytes = await encodeVariant(entry.picture, entry.variant);
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": FORMAT_TYPES[entry.variant.format] },
  });
}
