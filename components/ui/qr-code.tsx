import { clsx } from "clsx";

type QrCodeProps = {
  /** The drawn QR file (lib/routes.mjs `drawnFiles`). */
  src: string;
  /** The text alternative: what scanning it does. */
  label: string;
  /** Shown size in CSS pixels (the SVG scales; modules stay crisp). */
  size: number;
  className?: string;
};

/**
 * A QR code drawn at build time as an SVG file (lib/qr-code.ts). An image rather than inline SVG, so
 * neither the HTML nor the React payload carries its path; lazy, so a phone that never shows it never loads it.
 */
export function QrCode({ src, label, size, className }: QrCodeProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn at build time: nothing for next/image to optimise
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={clsx("rounded-inset bg-white forced-color-adjust-none", className)}
    />
  );
}
