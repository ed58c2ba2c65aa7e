import { clsx } from "clsx/lite";

// The looks are component classes in app/globals.css (`.btn`, `.btn-<variant>`, `.btn-compact`).
const sizes = { md: undefined, compact: "btn-compact" } as const;

const variants = { primary: "btn-primary", outline: "btn-outline", light: "btn-light" } as const;

/**
 * Class names for a link or button that looks like a button. Used by client components too, so it joins
 * with clsx (no tailwind-merge): pass only classes that do not clash with these (margins, colours of text).
 */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  className?: string,
  size: keyof typeof sizes = "md",
): string {
  return clsx("btn", variants[variant], sizes[size], className);
}
