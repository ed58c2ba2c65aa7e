import jsQR from "jsqr";
import { buildWhatsAppLink } from "@/lib/whatsapp";
import { QR_QUIET_ZONE, qrCodeSvg, qrCodeSvgFile } from "@/lib/qr-code";

/** The dark runs a path draws, as [x, y, width] in modules: "M4 4.5h7m2 0h1" is [4, 4, 7] and [13, 4, 1]. */
function runsOf(path: string): [number, number, number][] {
  const runs: [number, number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === "M") [x, y] = [Number(a), Number(b) - 0.5];
    else if (command === "m") x += Number(a);
    else {
      runs.push([x, y, Number(a)]);
      x += Number(a);
    }
  }
  return runs;
}

/** Paints the runs into RGBA pixels, `scale` pixels per module, as a camera would see the code. */
function rasterize(size: number, path: string, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [x, y, w] of runsOf(path)) {
    for (let row = y * scale; row < (y + 1) * scale; row++) {
      for (let col = x * scale; col < (x + w) * scale; col++)
        pixels.set([0, 0, 0, 255], (row * width + col) * 4);
    }
  }
  return { pixels, width };
}

describe("qrCodeSvg", () => {
  it.each([
    ["a plain chat link", buildWhatsAppLink("442079460000")],
    [
      "a chat link with a long pre-filled message",
      buildWhatsAppLink(
        "15550100123",
        "Hi Sami! I'd like to book the free 15-minute demo call. When are you free?",
      ),
    ],
  ])("draws %s that a scanner reads back exactly", (_, url) => {
    const { size, path } = qrCodeSvg(url);
    const { pixels, width } = rasterize(size, path);
    expect(jsQR(pixels, width, width)?.data).toBe(url);
  });

  it("keeps the standard four-module quiet zone clear", () => {
    const { size, path } = qrCodeSvg("https://wa.me/15550100123");
    expect(path).toMatch(/^(M\d+ \d+\.5h\d+(m\d+ 0h\d+)*)+$/);
    const runs = runsOf(path);
    expect(runs.length).toBeGreaterThan(50);
    for (const [x, y, w] of runs) {
      expect(x).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(x + w).toBeLessThanOrEqual(size - QR_QUIET_ZONE);
      expect(y).toBeLessThan(size - QR_QUIET_ZONE);
    }
  });

  it("as a file: a white square the size of the code with the same path, dark on light", () => {
    const url = "https://wa.me/15550100123";
    const { size, path } = qrCodeSvg(url);
    const file = qrCodeSvgFile(url);
    expect(file).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"`),
    );
    expect(file).toContain(`<rect width="${size}" height="${size}" fill="#fff"/>`);
    expect(file).toContain(`<path d="${path}" stroke="#000"`);
  });
});
