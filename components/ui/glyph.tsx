import type { ComponentProps } from "react";
import { clsx } from "clsx/lite";

/** The glyphs the interface itself draws; each is a `.glyph-<name>` mask in app/globals.css. */
export type GlyphName = "chevron-down" | "menu" | "close" | "sun" | "moon" | "monitor";

type GlyphProps = Omit<ComponentProps<"span">, "children"> & { name: GlyphName };

/**
 * A decorative interface glyph (menu, close, chevron, theme), 20 px unless `className` sets a size: a span
 * painted by a CSS mask in the text colour, so client components carry no SVG paths. Hidden from assistive
 * technology; the text beside it carries the meaning.
 */
export function Glyph({ name, className, ...props }: GlyphProps) {
  return <span {...props} aria-hidden="true" className={clsx("glyph", `glyph-${name}`, className)} />;
}
