/**
 * @jest-environment node
 */
// The picture pipeline (lib/notes/pictures.mjs) on a photo as large as a phone's: 4000 × 3000, about 4 MB.
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { encodeVariant, pictureSources, variantsOf, widthsOf, type Variant } from "@/lib/notes/pictures.mjs";
import { readNotes, type NotePicture } from "@/lib/notes/read.mjs";

jest.setTimeout(120_000);

const frontmatter = `---
title: A shop's new counter
summary: What changed.
published: 2026-11-05
kind: note
cover: photo.jpg
coverAlt: The counter
---
`;

/** A photo-like JPEG: fine grain everywhere, as a phone camera saves it at its highest quality. */
const phonePhoto = (width = 4000, height = 3000) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(0.8)
    .jpeg({ quality: 94 })
    .toBuffer();

/** A note folder with a photo (and whatever else), read as the build reads it. */
function noteWith(files: Record<string, Buffer | string>) {
  const dir = mkdtempSync(join(tmpdir(), "pictures-"));
  mkdirSync(join(dir, "shop"));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, "shop", name), bytes);
  return { dir, read: () => readNotes(dir) };
}

describe("a phone's photo in a note", () => {
  let photo: Buffer;
  let picture: NotePicture;
  let cache: string;
  beforeAll(async () => {
    photo = await phonePhoto();
    const { dir, read } = noteWith({
      "index.mdx": `${frontmatter}\n![The counter](photo.jpg)\n`,
      "photo.jpg": photo,
    });
    picture = read()[0]!.images[0]!;
    cache = join(dir, "cache");
  });

  it("is made in widths up to the column at 2× and a phone at 3×, as AVIF, WebP and JPEG, named by content", () => {
    expect(photo.length).toBeGreaterThan(3_000_000);
    expect([picture.width, picture.height]).toEqual([4000, 3000]);
    expect(widthsOf(picture)).toEqual([400, 640, 828, 1080, 1536]);
    const variants = variantsOf(picture);
    expect(new Set(variants.map((v) => v.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    expect(new Set(variants.map((v) => v.file)).size).toBe(variants.length);
    const other = { ...picture, hash: "another-content" };
    expect(variantsOf(other).map((v) => v.file)).not.toContain(variants[0]!.file);
    const { sources, srcSet, sizes } = pictureSources(picture);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(srcSet).toContain(".jpg 1536w");
    expect(sizes).toMatch(/calc\(100vw - 32px\)$/);
  });

  it("reaches a 390 px phone at 3× as a file about as wide as it draws, a tenth of the bytes or less", async () => {
    // sizes: 390 − 32 = 358 CSS px, 1074 device pixels; the browser takes the first width at or above that.
    const wanted = (390 - 32) * 3;
    for (const format of ["avif", "webp"] as const) {
      const chosen = variantsOf(picture).find((v) => v.format === format && v.width >= wanted)!;
      expect(chosen.width).toBeLessThanOrEqual(1.5 * wanted);
      const bytes = await encodeVariant(picture, chosen, cache);
      const made = await sharp(bytes).metadata();
      expect([made.format, made.width, made.height]).toEqual([
        format === "avif" ? "heif" : "webp",
        chosen.width,
        Math.round((chosen.width * 3000) / 4000),
      ]);
      expect(bytes.length).toBeLessThan(photo.length / 10);
    }
  });

  it("is encoded once: a rebuild reads the cache", async () => {
    const variant = variantsOf(picture).find((v) => v.format === "webp")!;
    await encodeVariant(picture, variant, cache);
    const file = join(cache, variant.file);
    const made = statSync(file).mtimeMs;
    // A marker in the cached file comes back as it is: nothing was encoded again.
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from("cached")]));
    expect((await encodeVariant(picture, variant, cache)).subarray(-6).toString()).toBe("cached");
    expect(statSync(file).mtimeMs).toBeGreaterThanOrEqual(made);
  });

  it("makes the link preview from the cover, 1200 × 630", async () => {
    const { coverPreview } = await import("@/lib/notes/pictures.mjs");
    const preview = await sharp(await coverPreview(picture, { width: 1200, height: 630 }, cache)).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(["png", 1200, 630]);
  });
});

describe("a picture the build cannot make", () => {
  it("is named with its file and why: too many pixels, or not the picture its name says", async () => {
    const huge = await sharp({ create: { width: 12_000, height: 9_000, channels: 3, background: "#888" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { dir, read } = noteWith({
      "index.mdx": `${frontmatter.replace("cover: photo.jpg\ncoverAlt: The counter\n", "")}\n![Huge](huge.png)\n\n![Broken](broken.jpg)\n`,
      "huge.png": huge,
      "broken.jpg": "not a JPEG at all",
    });
    expect(read).toThrow(
      `${dir}/shop/index.mdx:8:1: the picture "huge.png" is too large to process: 12000 × 9000 is 108 megapixels`,
    );
    expect(read).toThrow(`${dir}/shop/index.mdx:10:1: the picture "broken.jpg" cannot be read as JPG`);
  });

  it("that decodes badly stops the build naming its file", async () => {
    const picture: NotePicture = {
      src: "x.jpg",
      file: "x.jpg",
      path: join(mkdtempSync(join(tmpdir(), "pictures-")), "x.jpg"),
      width: 800,
      height: 600,
      type: "image/jpeg",
      hash: "truncated",
    };
    writeFileSync(picture.path, (await phonePhoto(800, 600)).subarray(0, 200));
    const variant = variantsOf(picture)[0] as Variant;
    await expect(encodeVariant(picture, variant, join(tmpdir(), "cache"))).rejects.toThrow(
      `${picture.path}: could not be made into ${variant.file}`,
    );
  });
});
