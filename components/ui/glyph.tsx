import type { ComponentProps } from "react";
import { clsx } from "clsx/lite";
import type { GlyphName } from "@/components/ui/glyph-sprite";

export type { GlyphName };

/** The `id` of a glyph's path in the top bar's sprite, which `<use href="#…">` points at. */
export const glyphId = (name: GlyphName) => `glyph-${name}`;

type GlyphProps = Omit<ComponentProps<"svg">, "children"> & { name: GlyphName };

/**
 * A decorative interface glyph (menu, close, chevron, theme), 20 px unless `className` sets a size: a `<use>`
 * of the page's glyph path (components/ui/glyph-sprite.tsx), stroked in the text colour by the `icon` class.
 * Hidden from assistive technology; the text beside it carries the meaning.
 */
export function Glyph({ name, className, ...props }: GlyphProps) {
  return (
    <svg {...props} viewBox="0 0 24 24" aria-hidden="true" className={clsx("icon", className)}>
      <use href={`#${glyphId(name)}`} />
    </svg>
  );
}
