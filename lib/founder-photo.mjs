// @ts-check
// The owner's photo: content/founder/photo.jpg (or .jpeg, .png, .webp, .avif), made into sizes and formats at
// build like a note's pictures (lib/notes/pictures.mjs) and served under /pictures/. Without one, the site
// shows a designed mark with the owner's initials (components/ui/founder-photo.tsx).
import { existsSync, readdirSync } from "node:fs";
import { ContentError } from "./config-error.mjs";
import { pictureAt } from "./notes/read.mjs";

export const FOUNDER_FOLDER = "content/founder";
const PHOTO_NAME = /^photo\.(jpe?g|png|webp|avif)$/i;

/**
 * Each folder's answer, read once a build: the pages and /pictures/ ask on every render. `npm run dev` reads it
 * each time, so a photo saved meanwhile shows.
 */
const read = new Map();
const once = process.env.NODE_ENV === "production";

/**
 * The owner's photo, or undefined when there is none. A file named photo.* that is not a picture the site can
 * show (an SVG, a link, an unreadable or too large file) stops the build with its name and the fix.
 * @param {string} [folder]
 * @returns {import("./notes/read.mjs").NotePicture | undefined}
 */
export function founderPhoto(folder = FOUNDER_FOLDER) {
  if (!once) return readPhoto(folder);
  if (!read.has(folder)) read.set(folder, readPhoto(folder));
  return read.get(folder);
}

/** @param {string} folder @returns {import("./notes/read.mjs").NotePicture | undefined} */
function readPhoto(folder) {
  if (!existsSync(/*turbopackIgnore: true*/ folder)) return undefined;
  const names = readdirSync(/*turbopackIgnore: true*/ folder).filter((name) => /^photo\./i.test(name));
  if (!names.length) return undefined;
  const name = names.find((file) => PHOTO_NAME.test(file));
  if (names.length > 1 || !name)
    throw new ContentError(
      `${folder}: ${names.length > 1 ? `one photo, not ${names.length} (${names.join(", ")})` : `${names[0]} must be a JPEG, PNG, WebP or AVIF photo`}: keep one file named photo.jpg, photo.png, photo.webp or photo.avif`,
    );
  /** @type {string[]} */
  const problems = [];
  const picture = pictureAt(name, "the owner", folder, (problem) => problems.push(problem));
  if (!picture || problems.length)
    throw new ContentError(`${folder}/${name}: ${problems.join("; ").replace(/^the picture "[^"]*" /, "")}`);
  return picture;
}
