import { qrCodeSvg } from "@/lib/qr-code";
import { clsx } from "clsx";

type QrCodeProps = {
  /** What the code encodes (a URL). */
  value: string;
  /** The text alternative: what scanning it does. */
  label: string;
  className?: string;
};

/**
 * A QR code as inline SVG, generated while the page is prerendered. Dark modules on a white square in every
 * theme (scanners want dark-on-light), with `shape-rendering="crispEdges"` so the modules stay sharp.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = qrCodeSvg(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={clsx("rounded-lg bg-white forced-color-adjust-none", className)}
    >
      <path d={path} stroke="#000" strokeWidth={1} fill="none" />
    </svg>
  );
}
