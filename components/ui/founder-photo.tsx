import { founderPhoto } from "@/lib/founder-photo.mjs";
import { initialsOf } from "@/lib/initials";
import { pictureSources } from "@/lib/notes/pictures.mjs";

type Props = {
  name: string;
  /** "card": the home page's founder card; "hero": /aboutme's first screen, loaded at once. */
  size: "card" | "hero";
};

/** How wide each size shows (app/globals.css `.founder-card`, `.founder-hero`), for `sizes`. */
const SHOWN = { card: "6rem", hero: "16rem" } as const;

/**
 * The owner's face: their photo (content/founder/photo.*) in the sizes and formats made at build, or, until
 * there is one, a mark with their initials on the brand's colours. Beside the owner's name, so it says nothing
 * the text does not: no alt text.
 */
export function FounderPhoto({ name, size }: Props) {
  const photo = founderPhoto();
  if (!photo)
    return (
      <span aria-hidden="true" className={`founder-mark founder-${size}`}>
        {initialsOf(name)}
      </span>
    );
  const { sources, src, srcSet } = pictureSources(photo);
  const loading =
    size === "hero"
      ? ({ fetchPriority: "high" } as const)
      : ({ loading: "lazy", decoding: "async" } as const);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SHOWN[size]} />
      ))}
      <img
        src={src}
        srcSet={srcSet}
        sizes={SHOWN[size]}
        alt=""
        width={photo.width}
        height={photo.height}
        className={`founder-photo founder-${size}`}
        {...loading}
      />
    </picture>
  );
}
