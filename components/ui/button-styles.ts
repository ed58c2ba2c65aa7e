import { clsx } from "clsx";

// The transparent border is drawn in forced-colors mode, where backgrounds are dropped: buttons keep their shape.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

const sizes = { md: "px-5", compact: "px-4 sm:px-5" } as const;

const variants = {
  primary: "border-transparent bg-primary text-primary-foreground hover:bg-primary/90",
  outline: "border-current/30 hover:bg-current/10",
  light: "border-transparent bg-white text-[oklch(0.3_0.15_275)] hover:bg-white/90",
} as const;

/**
 * Class names for a link or button that looks like a button. Used by client components too, so it joins
 * with clsx (no tailwind-merge): pass only classes that do not clash with these (margins, colours of text).
 */
export function buttonClass(
  variant: keyof typeof variants = "primary",
  className?: string,
  size: keyof typeof sizes = "md",
): string {
  return clsx(base, variants[variant], sizes[size], className);
}
