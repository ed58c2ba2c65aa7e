import { glyphId } from "@/components/ui/glyph";
import { StaticPart } from "@/components/ui/static-part";

/**
 * The glyphs the interface itself draws (menu, close, chevron, theme): 24×24 stroke paths, once per page, that
 * `<Glyph>` points at with `<use>` (its own `<svg>` gives the view box). Client components carry a glyph's
 * name, not its path, and the browser builds no image per glyph: as `data:` SVG masks in the stylesheet, each
 * was an SVG document built inside the first style pass (the first took 60 ms, bench/results/2026-11-23-4.md).
 */
const glyphPaths = {
  "chevron-down": "M6 9l6 6 6-6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  sun: "M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41",
  moon: "M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6z",
  monitor: "M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z M8 20h8M12 16v4",
} as const;

export type GlyphName = keyof typeof glyphPaths;

/** The page's glyph paths, rendered once by the top bar; hidden, since only their `<use>`s draw; static HTML. */
export function GlyphSprite() {
  return (
    <StaticPart as="svg" name="glyphs" className="hidden" aria-hidden="true">
      <defs>
        {(Object.keys(glyphPaths) as GlyphName[]).map((name) => (
          <path key={name} id={glyphId(name)} d={glyphPaths[name]} />
        ))}
      </defs>
    </StaticPart>
  );
}
