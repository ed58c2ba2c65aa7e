import type { ComponentProps } from "react";
import { clsx } from "clsx";

type StrokeSvgProps = ComponentProps<"svg"> & { paths: readonly string[] };

/**
 * A decorative 24×24 stroke icon: hidden from assistive technology, the text beside it carries the meaning.
 * 20 px unless `className` sets a size (client components use it too, so no tailwind-merge here).
 */
export function StrokeSvg({ paths, className, strokeWidth = 2, ...props }: StrokeSvgProps) {
  return (
    <svg
      {...props}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={clsx("shrink-0", className && /\bsize-/.test(className) ? className : ["size-5", className])}
    >
      {/* One path: stroked subpaths look the same joined, and the page has a node less to lay out and hydrate. */}
      <path d={paths.join(" ")} />
    </svg>
  );
}

/** The few glyphs the interface itself draws; kept apart from content icons so client code stays small. */
const glyphPaths = {
  "chevron-down": ["M6 9l6 6 6-6"],
  menu: ["M4 7h16M4 12h16M4 17h16"],
  close: ["M6 6l12 12M18 6L6 18"],
  sun: [
    "M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z",
    "M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41",
  ],
  moon: ["M20.5 14.1A8.5 8.5 0 1 1 9.9 3.5a6.6 6.6 0 0 0 10.6 10.6z"],
  monitor: ["M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z", "M8 20h8M12 16v4"],
} as const;

type GlyphProps = ComponentProps<"svg"> & { name: keyof typeof glyphPaths };

export function Glyph({ name, ...props }: GlyphProps) {
  return <StrokeSvg paths={glyphPaths[name]} {...props} />;
}
