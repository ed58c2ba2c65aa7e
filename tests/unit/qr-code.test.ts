import jsQR from "jsqr";
import { buildWhatsAppLink } from "@/lib/whatsapp";
import { QR_QUIET_ZONE, qrCodeSvg } from "@/lib/qr-code";

/** Paints the SVG path's rectangles (M x y h w v1 h-w z) into RGBA pixels, `scale` pixels per module. */
function rasterize(size: number, path: string, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(w)) * scale; col++) {
        pixels.set([0, 0, 0, 255], (row * width + col) * 4);
      }
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

  it("keeps the standard four-module quiet zone and only whole rectangles in the path", () => {
    const { size, path } = qrCodeSvg("https://wa.me/15550100123");
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const coordinates = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [+x!, +y!, +w!]);
    for (const [x, y, w] of coordinates) {
      expect(x).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(x! + w!).toBeLessThanOrEqual(size - QR_QUIET_ZONE);
      expect(y).toBeLessThan(size - QR_QUIET_ZONE);
    }
  });
});
