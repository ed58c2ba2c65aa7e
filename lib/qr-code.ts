import "server-only";
import { encode } from "uqr";

export type QrSvg = {
  /** Modules per side, including the quiet zone. */
  size: number;
  /**
   * One SVG path, in module units, to be stroked 1 unit wide: each run of dark modules in a row is one
   * horizontal line through the middle of the row ("M4 4.5h7m2 0h1…"), the shortest form for the HTML.
   */
  path: string;
};

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * Encodes `text` as a QR code (error correction M, so a smudged screen still scans) and returns it as one
 * compact SVG path. Runs on the server during the build; the page gets inline SVG and no QR code library.
 */
export function qrCodeSvg(text: string): QrSvg {
  const { data } = encode(text, { ecc: "M", border: QR_QUIET_ZONE });
  let path = "";
  data.forEach((row, y) => {
    let end: number | undefined; // where the previous run in this row ended
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += end === undefined ? `M${start} ${y + 0.5}` : `m${start - end} 0`;
      path += `h${x - start}`;
      end = x;
    }
  });
  return { size: data.length, path };
}

/**
 * The QR code of `text` as a standalone SVG file: dark modules on a white square, whatever the theme
 * (scanners want dark-on-light), with `shape-rendering="crispEdges"` so the modules stay sharp at any size.
 * Served as a file rather than inline, so the page's HTML and its React payload do not carry the path.
 */
export function qrCodeSvgFile(text: string): string {
  const { size, path } = qrCodeSvg(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${path}" stroke="#000" stroke-width="1" fill="none"/></svg>\n`
  );
}
