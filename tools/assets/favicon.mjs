// @ts-check
// `npm run icons`: public/favicon.ico, /icon.svg's picture (lib/brand-icon.ts) drawn in Chromium at 32 and 16 px
// as PNGs in an ICO. Committed: building needs no browser.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, resolveChromePath } from "../local/browser.mjs";

const OUTPUT = "public/favicon.ico";
const SIZES = [32, 16];
const url = process.argv[2] ?? "http://127.0.0.1:3000/icon.svg";

const svg = await (await fetch(url)).text();
const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
/** @type {Buffer[]} */
const images = [];
for (const size of SIZES) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  images.push(await page.screenshot({ omitBackground: true }));
}
await browser.close();

// ICO: a 6-byte header, a 16-byte entry per image, then the images (PNG is allowed inside since Vista).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, index) => {
  const entry = Buffer.alloc(16);
  const size = SIZES[index] ?? 0;
  entry.writeUInt8(size % 256, 0);
  entry.writeUInt8(size % 256, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(OUTPUT, Buffer.concat([header, ...entries, ...images]));
console.log(`✓ ${OUTPUT}: ${SIZES.join(" and ")} px from ${url}`);
