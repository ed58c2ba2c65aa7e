// @ts-check
// A note's photos and screenshots, made at build for each screen: resized to the widths the layout shows (times
// the densities phones have), encoded as AVIF and WebP with a JPEG or PNG fallback, and served under
// /pictures/ with names that change with their content, so hosts may cache them for good. Each encoding is
// kept in a cache folder by the hash of its input and settings: a rebuild with the same pictures encodes nothing.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ContentError } from "../config-error.mjs";
import { PICTURES_PATH } from "../routes.mjs";
import { MAX_PICTURE_PIXELS } from "./read.mjs";
/** The widest a picture shows in a note's text (app/globals.css: `.note-body > div`, max-w-3xl). */
export const COLUMN_WIDTH = 768;
/** The widest a portrait picture (a phone's screenshot) shows: about a phone's own width (`img.portrait`). */
export const PORTRAIT_WIDTH = 400;

/** Whether a picture is taller than wide. @param {{ width: number, height: number }} picture */
export const isPortrait = (picture) => picture.height > picture.width;
/**
 * The widths made: a phone's column (about 360 CSS px) at 1×, 2× and 3×, and the desktop column at 1× and 2×.
 * A picture narrower than one of them stops at its own width.
 */
export const PICTURE_WIDTHS = [400, 640, 828, 1080, 1536];
/** Changing an encoder setting below changes this, and so every picture's name. */
const SETTINGS = "v1";
/** Where encodings are kept between builds (Vercel and CI caches keep node_modules/.cache too). */
export const PICTURE_CACHE = "node_modules/.cache/pictures";

/** @typedef {import("./read.mjs").NotePicture} NotePicture */
/** @typedef {"avif" | "webp" | "jpeg" | "png"} Format */
/** @typedef {{ file: string, width: number, height?: number, format: Format }} Variant  height: cut to it */

export const FORMAT_TYPES = /** @type {const} */ ({
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
});

/** Whether a picture is made into sizes (photos, screenshots) or served as it is (SVG). @param {NotePicture} picture */
export const isRaster = (picture) => picture.type !== "image/svg+xml";

/** The fallback for browsers without AVIF or WebP: PNG for a PNG (screenshots stay sharp), else JPEG. @param {NotePicture} picture */
const fallbackOf = (picture) => /** @type {Format} */ (picture.type === "image/png" ? "png" : "jpeg");

/** The widths made of a picture: those below its own width, and its own width when it is under the widest. @param {NotePicture} picture */
export function widthsOf(picture) {
  const widths = PICTURE_WIDTHS.filter((width) => width < picture.width);
  if (picture.width < (PICTURE_WIDTHS.at(-1) ?? 0) || !widths.length)
    widths.push(Math.min(picture.width, PICTURE_WIDTHS.at(-1) ?? 0));
  return widths;
}

/** A picture's name for the web: its file's stem, lowercased and dashed. @param {NotePicture} picture */
const stemOf = (picture) =>
  picture.file
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "picture";

/** Every file made of a picture, by format (modern first) and width. @param {NotePicture} picture @returns {Variant[]} */
export function variantsOf(picture) {
  const tag = createHash("sha256").update(`${picture.hash}:${SETTINGS}`).digest("hex").slice(0, 10);
  return /** @type {Format[]} */ (["avif", "webp", fallbackOf(picture)]).flatMap((format) =>
    widthsOf(picture).map((width) => ({
      file: `${stemOf(picture)}-${width}.${tag}.${format === "jpeg" ? "jpg" : format}`,
      width,
      format,
    })),
  );
}

/** A variant's address. @param {Variant} variant */
export const pictureUrl = (variant) => `${PICTURES_PATH}/${variant.file}`;

/**
 * How wide a picture shows for each screen, for `sizes`: the column (less its padding, app/globals.css
 * `.section`: 16 px a side, 24 px from 640 px up), or its own width when narrower.
 * @param {NotePicture} picture @param {number} [column]
 */
export function sizesOf(picture, column = isPortrait(picture) ? PORTRAIT_WIDTH : COLUMN_WIDTH) {
  const shown = Math.min(picture.width, column);
  if (shown + 48 >= 640)
    return `(min-width: ${shown + 48}px) ${shown}px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)`;
  return `(min-width: ${shown + 32}px) ${shown}px, calc(100vw - 32px)`;
}

/** What a `<picture>` needs: a `<source>` per modern format, and the fallback's srcset. @param {NotePicture} picture */
export function pictureSources(picture) {
  const variants = variantsOf(picture);
  const srcSet = (/** @type {Format} */ format) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${pictureUrl(variant)} ${variant.width}w`)
      .join(", ");
  const fallback = fallbackOf(picture);
  const fallbacks = variants.filter((variant) => variant.format === fallback);
  return {
    sources: /** @type {const} */ (["avif", "webp"]).map((format) => ({
      type: FORMAT_TYPES[format],
      srcSet: srcSet(format),
    })),
    // The fallback's own src: the width a phone at 2× wants, or the widest made.
    src: pictureUrl(
      fallbacks.find((variant) => variant.width >= 828) ?? /** @type {Variant} */ (fallbacks.at(-1)),
    ),
    srcSet: srcSet(fallback),
    sizes: sizesOf(picture),
  };
}

/**
 * A cover's thumbnail in the list of notes: WebP alone (every browser the site supports reads it), up to the
 * card's width at 2×, so each entry stays a few hundred bytes of markup. The card is the column less its
 * padding (24 px a side).
 * @param {NotePicture} picture
 */
export function thumbnailSources(picture) {
  const webp = variantsOf(picture).filter((variant) => variant.format === "webp" && variant.width <= 1536);
  const card = COLUMN_WIDTH - 48;
  return {
    src: pictureUrl(webp.find((variant) => variant.width >= 640) ?? /** @type {Variant} */ (webp.at(-1))),
    srcSet: webp.map((variant) => `${pictureUrl(variant)} ${variant.width}w`).join(", "),
    sizes: `(min-width: ${card + 96}px) ${card}px, calc(100vw - 80px)`,
  };
}

/** The encoders' settings: photos lossy; a PNG source (a screenshot) keeps full colour detail for its text. */
const encoders = {
  avif: (/** @type {boolean} */ screenshot) => ({
    quality: screenshot ? 70 : 50,
    chromaSubsampling: screenshot ? "4:4:4" : "4:2:0",
  }),
  webp: (/** @type {boolean} */ screenshot) => ({ quality: screenshot ? 90 : 75, smartSubsample: true }),
  jpeg: () => ({ quality: 75, mozjpeg: true }),
  png: () => ({ compressionLevel: 9, palette: false }),
};

/**
 * One variant's bytes, from the cache or encoded now. A picture that cannot be decoded throws a ContentError
 * naming its file and why.
 * @param {NotePicture} picture @param {Variant} variant @param {string} [cacheDir]
 * @returns {Promise<Buffer>}
 */
export async function encodeVariant(picture, variant, cacheDir = PICTURE_CACHE) {
  const cached = join(/*turbopackIgnore: true*/ cacheDir, variant.file);
  try {
    return readFileSync(/*turbopackIgnore: true*/ cached);
  } catch {
    // Not made yet.
  }
  const { default: sharp } = await import("sharp");
  let bytes;
  try {
    bytes = await sharp(readFileSync(/*turbopackIgnore: true*/ picture.path), {
      limitInputPixels: MAX_PICTURE_PIXELS,
    })
      .rotate()
      .resize(
        variant.height
          ? { width: variant.width, height: variant.height, fit: "cover", position: "attention" }
          : { width: variant.width, withoutEnlargement: true },
      )
      [variant.format](
        variant.height
          ? { palette: true, quality: 90, effort: 7 }
          : encoders[variant.format](picture.type === "image/png"),
      )
      .toBuffer();
  } catch (error) {
    throw new ContentError(
      `${picture.path}: could not be made into ${variant.file}: ${error instanceof Error ? error.message : error} (save it again as JPEG or PNG)`,
    );
  }
  mkdirSync(/*turbopackIgnore: true*/ cacheDir, { recursive: true });
  // Written aside, then renamed: builds running side by side never read half a file.
  const partial = `${cached}.${process.pid}.partial`;
  writeFileSync(/*turbopackIgnore: true*/ partial, bytes);
  renameSync(/*turbopackIgnore: true*/ partial, cached);
  return bytes;
}

/**
 * A cover cut to a link preview's size (1200 × 630), as PNG (the preview routes' one type), its colours
 * reduced so that it stays a light download for the apps that show it.
 * @param {NotePicture} picture @param {{ width: number, height: number }} size @param {string} [cacheDir]
 * @returns {Promise<Buffer>}
 */
export async function coverPreview(picture, size, cacheDir = PICTURE_CACHE) {
  return encodeVariant(
    picture,
    {
      file: `${stemOf(picture)}-preview-${size.width}x${size.height}.${variantsOf(picture)[0]?.file.split(".").at(-2)}.png`,
      width: size.width,
      height: size.height,
      format: "png",
    },
    cacheDir,
  );
}
