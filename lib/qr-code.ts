import { encode } from "uqr";

export type QrSvg = {
  /** Modules per side, including the quiet zone. */
  size: number;
  /** One SVG path drawing every dark module, in module units. */
  path: string;
};

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * Encodes `text` as a QR code (error correction M, so a smudged screen still scans) and returns it as one
 * compact SVG path: each run of dark modules in a row is a single rectangle. Runs on the server during the
 * build; the page gets inline SVG and no QR code library.
 */
export function qrCodeSvg(text: string): QrSvg {
  const { data } = encode(text, { ecc: "M", border: QR_QUIET_ZONE });
  const commands: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: data.length, path: commands.join("") };
}
