import { preload } from "react-dom";
import { cn } from "@/lib/utils";
import { isPortrait, isRaster, pictureSources } from "@/lib/notes/pictures.mjs";
import type { Note, NotePicture as Picture } from "@/lib/notes/read.mjs";
import { notePath } from "@/lib/routes.mjs";

type Props = {
  note: Pick<Note, "slug">;
  picture: Picture;
  alt: string;
  /** On the first screen (a note's cover): loaded at once, first. */
  eager?: boolean;
  className?: string;
};

/**
 * A note's picture: a photo or screenshot in the sizes and formats made at build (lib/notes/pictures.mjs), an
 * SVG as it is. Its width and height hold its place while it loads.
 */
export function NotePicture({ note, picture, alt, eager = false, className }: Props) {
  const loading = eager
    ? ({ fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
  if (!isRaster(picture))
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={`${notePath(note.slug)}/${picture.file}`}
        alt={alt}
        width={picture.width}
        height={picture.height}
        className={className}
        {...loading}
      />
    );
  const { sources, src, srcSet, sizes } = pictureSources(picture);
  const shape = cn(isPortrait(picture) && "portrait", className);
  // A cover is the page's largest paint: its first format is asked for from <head>, before the scripts.
  const first = sources[0];
  if (eager && first)
    preload(src, {
      as: "image",
      imageSrcSet: first.srcSet,
      imageSizes: sizes,
      type: first.type,
      fetchPriority: "high",
    });
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        className={shape || undefined}
        {...loading}
      />
    </picture>
  );
}
