/**
 * @jest-environment node
 */
// A page's link preview is drawn from what the project ships: a title with an emoji or a script the fonts
// lack draws offline, without asking any CDN for a picture or a font. Drawn in Node by next/og, as the build
// draws it (Jest cannot load next/og's WebAssembly), with fetch refused and recorded.
import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { drawableText } from "@/components/og/preview-fonts.mjs";

const draw = `
const fetched = [];
globalThis.fetch = async (input) => {
  const address = String(input?.url ?? input);
  // next/og reads its own WebAssembly from a data: address; anything else would go out.
  if (!address.startsWith("data:")) fetched.push(address);
  throw new TypeError("offline");
};
const { createElement: h } = await import("react");
const { ImageResponse } = await import("next/og.js");
const { drawableText, interFonts } = await import("./components/og/preview-fonts.mjs");
const { fonts, covers, fontFamily } = await interFonts();
const texts = JSON.parse(process.argv[1]);
const card = h("div", { style: { display: "flex", flexDirection: "column", width: "100%", height: "100%", fontFamily } },
  ...texts.map((text, index) => h("div", { key: index, style: { fontSize: 48, fontWeight: index ? 400 : 800 } }, drawableText(text, covers))));
const bytes = new Uint8Array(await new ImageResponse(card, { width: 1200, height: 630, fonts }).arrayBuffer());
console.log(JSON.stringify({ png: Buffer.from(bytes.subarray(1, 4)).toString(), fetched }));
`;

/** Draws `texts` as a preview does, in a Node process of its own. */
function drawn(texts: string[]) {
  const result = spawnSync("node", ["--input-type=module", "-e", draw, JSON.stringify(texts)], {
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as { png: string; fetched: string[] };
}

describe("a preview image", () => {
  it("with an emoji, other alphabets and scripts the fonts lack draws a PNG and fetches nothing", () => {
    expect(
      drawn([
        "Launch day ✨ for the shop 🚀",
        "Faster replies 👩🏽‍💻 1️⃣ 🇪🇸",
        "Café, Niño, Łódź, Ấn tượng, Ελληνικά, Русский",
        "自动化 التشغيل الآلي ಸ್ವಯಂಚಾಲಿತ",
      ]),
    ).toEqual({ png: "PNG", fetched: [] });
  });

  it("keeps every letter the fonts draw and drops only what they cannot", () => {
    const latin = (point: number) => point < 0x250;
    expect(drawableText("Café ✨ Niño 🚀", latin)).toBe("Café Niño");
    expect(drawableText("👩🏽‍💻 1️⃣ 🇪🇸", latin)).toBe("1");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        for (const character of drawableText(text, latin))
          expect(latin(character.codePointAt(0)!)).toBe(true);
      }),
    );
  });
});
