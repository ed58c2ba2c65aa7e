// @ts-check
// The owner's notes and case studies, one file each in content/notes/ (<slug>.md, or <slug>/index.md
// beside its pictures), read from the disk when asked. Plain JavaScript, so that lib/routes.mjs, next.config.mjs
// and the build tools know the same notes as the pages. Whatever a file holds, it gives a note or problems that
// name the file (and line): never an exception. (`turbopackIgnore`: read at build; not traced into bundles.)
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync } from "node:fs";
import { extname, normalize, sep } from "node:path";
import { imageSize } from "image-size";
import { LineCounter, isMap, isScalar, parseDocument } from "yaml";
import { languages } from "../../content/languages.mjs";
import { defaultLanguageCode } from "../paths.mjs";
import { ContentError } from "../config-error.mjs";
import { checkMarkdown, parseMarkdown, quote } from "./markdown.mjs";
import { checkFrontmatter, noteKinds } from "./schema.mjs";

export { noteKinds };
export const NOTES_DIR = "content/notes";
const WORDS_A_MINUTE = 200;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Addresses under /notes/ that are the site's own, not a note's. */
const RESERVED_SLUGS = ["page", "feed"];
/** A note is Markdown; `.mdx` (the old name) is read the same way, as Markdown: nothing in it runs. */
const NOTE_EXTENSIONS = [".md", ".mdx"];
export const PICTURE_TYPES = /** @type {const} */ ({
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
});
/** The most pixels a picture may have: a 48-megapixel phone photo fits; past this, decoding takes gigabytes. */
export const MAX_PICTURE_PIXELS = 100_000_000;
/** Files an editor or a system leaves beside the notes. */
const IGNORED = /^\.|^(Thumbs\.db|desktop\.ini)$/i;

/**
 * @typedef {object} NotePicture
 * @property {string} src  as the note writes it
 * @property {string} file  its name in the note's folder
 * @property {string} path  from the project's root
 * @property {number} width
 * @property {number} height
 * @property {string} type
 * @property {string} hash  of its bytes: its made sizes are named by it
 */

/**
 * @typedef {object} Note
 * @property {string} slug
 * @property {string} language  the code of the language it is written in (content/languages.mjs); a note and its
 *   translation share the slug: <slug>/index.md and <slug>/index.es.md, or <slug>.md and <slug>.es.md
 * @property {string} file  from the project's root
 * @property {string} title
 * @property {string} summary
 * @property {string} published  yyyy-mm-dd
 * @property {string} updated  yyyy-mm-dd: `published` unless the note says
 * @property {(typeof noteKinds)[number]} kind
 * @property {string[]} services  ids of content/service-ids.mjs
 * @property {string | undefined} project  an id of content/projects.ts
 * @property {{ picture: NotePicture, alt: string } | undefined} cover
 * @property {boolean} draft
 * @property {{ value: number, unit?: string, label: string }[]} results  a case study's measured results
 * @property {string} body  the text after the frontmatter (Markdown), with \n line ends
 * @property {number} bodyLine  the file's line the body starts on
 * @property {number} minutes  reading time
 * @property {NotePicture[]} images  the pictures the text shows, and the cover
 */

/** The name a file should have to be an address: "Mi Nota Ñandú.md" → "mi-nota-nandu". @param {string} name */
const slugLike = (name) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "my-note";

/** Why YAML refused the frontmatter, in an owner's words. @param {string} code */
const YAML_HINTS = /** @type {Record<string, string>} */ ({
  BLOCK_AS_IMPLICIT_KEY: 'a value with ": " in it goes in quotes, as in title: "Tip: start small"',
  UNEXPECTED_TOKEN: "a value that starts with a quote must end with it: put the whole value in quotes",
  TAB_AS_INDENT: "indent with spaces, not tabs",
  DUPLICATE_KEY: "a field is written twice",
  MISSING_CHAR: "a quote or bracket is not closed",
  BAD_INDENT: "a list in [brackets] must close with ] on the same line",
});

/**
 * One note from its file's text, or what is wrong with it. Never throws.
 * @param {string} file  its path, for the problems @param {string} slug @param {string} source
 * @param {string | undefined} folder  the note's own folder, where its pictures are
 * @returns {{ note?: Note, problems: string[] }}
 */
export function parseNote(file, slug, source, folder) {
  try {
    const result = parseNoteText(file, slug, source, folder);
    return { ...result, problems: inFileOrder(result.problems) };
  } catch (error) {
    // A library's failure on a strange input still names the file.
    return { problems: [`${file}: could not be read: ${error instanceof Error ? error.message : error}`] };
  }
}

/** @param {string} file @param {string} slug @param {string} source @param {string | undefined} folder */
function parseNoteText(file, slug, source, folder) {
  // Windows editors may add a byte-order mark and write \r\n.
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const problems = /** @type {string[]} */ ([]);
  if (!SLUG.test(slug))
    problems.push(
      `${file}:1:1: the file name is the note's address: lowercase words joined by dashes (rename it ${slugLike(slug)}${extname(file)})`,
    );
  else if (RESERVED_SLUGS.includes(slug))
    problems.push(`${file}:1:1: the address /notes/${slug} is the site's own: give the file another name`);
  if (!text.trim())
    return {
      problems: [
        ...problems,
        `${file}:1:1: is empty: a note starts with its frontmatter between two --- lines (README, "Write a note")`,
      ],
    };
  const match = text.match(/^---[ \t]*\n([\s\S]*?)\n?---[ \t]*(?:\n|$)([\s\S]*)$/);
  if (!match)
    return {
      problems: [
        ...problems,
        `${file}:1:1: must start with frontmatter between two --- lines (README, "Write a note")`,
      ],
    };
  const yaml = match[1] ?? "";
  const body = match[2] ?? "";
  const bodyLine = text.slice(0, text.length - body.length).split("\n").length;
  // The body is checked whatever the frontmatter says, so every problem is named at once.
  const tree = parseMarkdown(body);
  const markdown = checkMarkdown(tree);
  const inBody = (/** @type {{ line: number, column: number }} */ place) =>
    `${file}:${bodyLine + place.line - 1}:${place.column}`;
  for (const problem of markdown.problems) problems.push(`${inBody(problem)}: ${problem.message}`);
  const images = /** @type {NotePicture[]} */ ([]);
  for (const found of markdown.pictures) {
    const picture = pictureAt(found.src, found.alt, folder, (message) =>
      problems.push(`${inBody(found)}: ${message}`),
    );
    if (picture && !images.some((image) => image.src === picture.src)) images.push(picture);
  }
  // The frontmatter's first line is the file's second.
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { uniqueKeys: true, lineCounter });
  if (document.errors.length)
    return {
      problems: [
        ...problems,
        ...document.errors.map((error) => {
          const place = error.linePos?.[0];
          const where = place ? `:${place.line + 1}:${place.col}` : ":2:1";
          const hint = YAML_HINTS[error.code] ?? error.message.split(" at line")[0];
          return `${file}${where}: the frontmatter is not valid YAML: ${hint}`;
        }),
      ],
    };
  const data = document.toJS() ?? {};
  if (typeof data !== "object" || Array.isArray(data))
    return {
      problems: [...problems, `${file}:2:1: the frontmatter must be fields, one \`name: value\` a line`],
    };
  /** Where a field is written (its name's line and column in the file), or the frontmatter's start. @param {string | undefined} field */
  const fieldAt = (field) => {
    const pair = isMap(document.contents)
      ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === field)
      : undefined;
    const offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
    const place = offset === undefined ? undefined : lineCounter.linePos(offset);
    return place ? `${place.line + 1}:${place.col}` : "2:1";
  };
  /** What the owner wrote, for the message, unless it says it already. @param {string | undefined} field @param {string} message */
  const valueOf = (field, message) => {
    const value = field === undefined ? undefined : /** @type {Record<string, unknown>} */ (data)[field];
    if (value === undefined || value === null || value === "" || message.startsWith("unknown field"))
      return "";
    const shown =
      typeof value === "string" ? quote(value) : (JSON.stringify(value) ?? String(value)).slice(0, 60);
    return message.includes(shown) ? "" : ` (it says ${shown})`;
  };
  const checked = checkFrontmatter(data);
  for (const { field, message } of checked.problems)
    problems.push(
      `${file}:${fieldAt(field)}: ${field ? `field ${field}: ` : ""}${message}${valueOf(field, message)}`,
    );
  /** @type {Note["cover"]} */
  let cover;
  if (checked.data?.cover) {
    const picture = pictureAt(checked.data.cover, checked.data.cover, folder, (message) =>
      problems.push(`${file}:${fieldAt("cover")}: field cover: ${message}`),
    );
    if (picture && picture.type === PICTURE_TYPES.svg)
      problems.push(
        `${file}:${fieldAt("cover")}: field cover: must be a photo or screenshot (JPEG, PNG, WebP or AVIF), not SVG`,
      );
    else if (picture) {
      cover = { picture, alt: checked.data.coverAlt ?? "" };
      if (!images.some((image) => image.file === picture.file)) images.push(picture);
    }
  }
  if (problems.length || !checked.data) return { problems };
  const { data: fields } = checked;
  return {
    problems,
    note: {
      slug,
      // The reader sets a translation's language, from its file name.
      language: defaultLanguageCode,
      file,
      title: fields.title,
      summary: fields.summary,
      published: fields.published,
      updated: fields.updated ?? fields.published,
      kind: fields.kind,
      services: fields.services,
      project: fields.project,
      cover,
      draft: fields.draft === true,
      results: fields.results ?? [],
      body,
      bodyLine,
      minutes: Math.max(1, Math.round(markdown.words / WORDS_A_MINUTE)),
      images,
    },
  };
}

/**
 * A picture beside the note, with its size; undefined (and a problem) when it is not one.
 * @param {string} src @param {string} alt @param {string | undefined} folder @param {(message: string) => void} problem
 * @returns {NotePicture | undefined}
 */
export function pictureAt(src, alt, folder, problem) {
  if (!alt.trim())
    problem(`the picture ${quote(src)} needs alt text (what it shows): ![what it shows](${src})`);
  const file = normalize(src).replace(/^\.\//, "");
  const extension = file.split(".").pop()?.toLowerCase();
  const type = PICTURE_TYPES[/** @type {keyof typeof PICTURE_TYPES} */ (extension)];
  const path = `${folder}/${file}`;
  if (/^[a-z]+:|^\/|\.\.|\/|\\/i.test(file) || !folder) {
    problem(
      `the picture ${quote(src)} must be a file beside the note: save it as content/notes/<slug>/${file.split("/").pop()} and write ![what it shows](${file.split("/").pop()})`,
    );
    return undefined;
  }
  if (!type) {
    problem(
      `the picture ${quote(src)} must be JPEG, PNG, WebP, AVIF or SVG (${Object.keys(PICTURE_TYPES).join(", ")})`,
    );
    return undefined;
  }
  if (!existsSync(/*turbopackIgnore: true*/ path)) {
    problem(`the picture ${quote(src)} is not there (${path})`);
    return undefined;
  }
  // A link, or anything but a file, could publish what lies outside the project.
  if (!lstatSync(/*turbopackIgnore: true*/ path).isFile() || !insideFolder(path, folder)) {
    problem(
      `the picture ${quote(src)} is a link or not a regular file (${path}): save a copy of the picture there`,
    );
    return undefined;
  }
  const bytes = readFileSync(/*turbopackIgnore: true*/ path);
  let size;
  try {
    size = imageSize(bytes);
  } catch (error) {
    problem(
      `the picture ${quote(src)} cannot be read as ${extension?.toUpperCase()} (${error instanceof Error ? error.message : error}): save it again`,
    );
    return undefined;
  }
  // A photo's EXIF orientation turns it on screen: its width and height are the other way round.
  const turned = (size.orientation ?? 1) >= 5;
  const width = (turned ? size.height : size.width) ?? 0;
  const height = (turned ? size.width : size.height) ?? 0;
  if (!width || !height) {
    problem(`the picture ${quote(src)} has no width and height: save it again`);
    return undefined;
  }
  if (width * height > MAX_PICTURE_PIXELS) {
    problem(
      `the picture ${quote(src)} is too large to process: ${width} × ${height} is ${Math.round((width * height) / 1e6)} megapixels, at most ${MAX_PICTURE_PIXELS / 1e6}; save a smaller copy`,
    );
    return undefined;
  }
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return { src, file, path, width, height, type, hash };
}

/** A note's problems from its first line to its last. @param {string[]} problems */
const inFileOrder = (problems) => {
  const place = (/** @type {string} */ problem) =>
    (problem.match(/:(\d+):(\d+): /)?.slice(1) ?? ["0", "0"]).map(Number);
  return problems
    .map((problem, index) => ({ problem, index, at: place(problem) }))
    .sort((a, b) => (a.at[0] ?? 0) - (b.at[0] ?? 0) || (a.at[1] ?? 0) - (b.at[1] ?? 0) || a.index - b.index)
    .map(({ problem }) => problem);
};

/** Whether a path, its links resolved, is inside a folder, its links resolved. @param {string} path @param {string} folder */
const insideFolder = (path, folder) =>
  realpathSync(/*turbopackIgnore: true*/ path).startsWith(
    realpathSync(/*turbopackIgnore: true*/ folder) + sep,
  );

/** The default language's code, and the endings a note in each language has: "" for it, ".es" for Spanish. */
const languageEndings = languages.map(({ code }) => ({
  code,
  ending: code === defaultLanguageCode ? "" : `.${code}`,
}));

/**
 * The note files of a folder, and problems for what is not one: a note is `<slug>.md` or a folder `<slug>/` with
 * `index.md` (`.mdx` is read the same way, as Markdown); its translation into another language of
 * content/languages.mjs is `<slug>.<code>.md`, or `index.<code>.md` in the same folder, sharing its pictures.
 * @param {string} dir
 */
function noteFilesIn(dir) {
  const problems = /** @type {string[]} */ ([]);
  const files = /** @type {{ file: string, slug: string, language: string, folder?: string }[]} */ ([]);
  const entries = readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    if (IGNORED.test(entry.name)) continue;
    const path = `${dir}/${entry.name}`;
    if (!entry.isDirectory() && !entry.isFile()) {
      problems.push(
        `${path}: is a link or not a regular file: notes and their pictures are files saved in content/notes/`,
      );
      continue;
    }
    if (entry.isDirectory()) {
      const found = languageEndings.flatMap(({ code, ending }) => {
        const index = NOTE_EXTENSIONS.map((extension) => `${path}/index${ending}${extension}`).find((file) =>
          existsSync(/*turbopackIgnore: true*/ file),
        );
        if (index && !lstatSync(/*turbopackIgnore: true*/ index).isFile()) {
          problems.push(`${index}: is a link or not a regular file: save the note's text there`);
          return [];
        }
        return index ? [{ file: index, slug: entry.name, language: code, folder: path }] : [];
      });
      if (found.length) files.push(...found);
      else problems.push(`${path}: a note's folder needs its text in index.md`);
      continue;
    }
    const extension = NOTE_EXTENSIONS.find((ending) => entry.name.toLowerCase().endsWith(ending));
    if (extension && entry.name.endsWith(extension)) {
      const stem = entry.name.slice(0, -extension.length);
      const { code, ending } = languageEndings.find(({ ending }) => ending && stem.endsWith(ending)) ?? {
        code: defaultLanguageCode,
        ending: "",
      };
      files.push({ file: path, slug: stem.slice(0, stem.length - ending.length), language: code });
    } else if (extension || /\.(mdx?|markdown|txt)$/i.test(entry.name)) {
      const stem = entry.name.replace(/(\.(mdx?|markdown|txt))+$/i, "");
      problems.push(`${path}: a note's file ends in .md (rename it ${slugLike(stem)}.md)`);
    } else if (
      PICTURE_TYPES[/** @type {keyof typeof PICTURE_TYPES} */ (extname(entry.name).slice(1).toLowerCase())]
    ) {
      problems.push(
        `${path}: a picture goes in its note's folder, beside the note's index.md (content/notes/<slug>/${entry.name})`,
      );
    } else {
      problems.push(`${path}: not a note: a note is <slug>.md or a folder <slug>/ with index.md`);
    }
  }
  return { files, problems };
}

/**
 * Every note in `dir`, newest first, drafts included; throws one ContentError listing every problem.
 * @param {string} [dir]
 * @returns {Note[]}
 */
export function readNotes(dir = NOTES_DIR) {
  if (!existsSync(/*turbopackIgnore: true*/ dir)) return [];
  const { files, problems } = noteFilesIn(dir);
  const notes = /** @type {Note[]} */ ([]);
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const { file, slug, language, folder } of files) {
    const other = seen.get(`${language}/${slug}`);
    if (other) problems.push(`${file}: duplicate address /notes/${slug} (also ${other}): rename one`);
    seen.set(`${language}/${slug}`, file);
    const result = parseNote(file, slug, readFileSync(/*turbopackIgnore: true*/ file, "utf8"), folder);
    problems.push(...result.problems);
    if (result.note) notes.push({ ...result.note, language });
  }
  if (problems.length) throw new ContentError(`Notes are invalid:\n- ${problems.join("\n- ")}`);
  return notes.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

/**
 * The notes a build publishes: drafts only under `npm run dev`, so they are in no production build, export,
 * sitemap, feed or llms.txt.
 * @param {readonly Note[]} list @param {string | undefined} [environment]
 */
export const published = (list, environment = process.env.NODE_ENV) =>
  list.filter((note) => !note.draft || environment === "development");

/** @type {Note[] | undefined} */
let loaded;

/** The notes this build publishes, newest first: read from content/notes/ on the first call. */
export const loadNotes = () => (loaded ??= published(readNotes()));

/**
 * The published notes written in a language, newest first (a note and its translation share a slug): the one
 * list the pages, the routes and the tools read. @param {string} code
 */
export const notesIn = (code) => loadNotes().filter((note) => note.language === code);
