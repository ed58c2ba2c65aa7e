// @ts-check
// The owner's notes and case studies: one MDX file each in content/notes/ (<slug>.mdx, or <slug>/index.mdx
// beside its images), read and checked here. Plain JavaScript, so that lib/routes.mjs, next.config.mjs and
// the build tools know the same notes as the pages. A mistake stops the build, naming the file and field.
// (`turbopackIgnore`: the notes are read at build; the server bundles need not trace the project's files.)
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { normalize } from "node:path";
import { imageSize } from "image-size";
import { parse as parseYaml } from "yaml";
import { serviceIds } from "../content/service-ids.mjs";
import { ContentError } from "./config-error.mjs";

export const NOTES_DIR = "content/notes";
export const noteKinds = /** @type {const} */ (["case-study", "note"]);
const WORDS_A_MINUTE = 200;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * @typedef {object} NoteImage
 * @property {string} src  as the note writes it
 * @property {string} file  its name in the note's folder, served at /notes/<slug>/<file>
 * @property {number} width
 * @property {number} height
 * @property {string} type
 */

/**
 * @typedef {object} Note
 * @property {string} slug
 * @property {string} file  the MDX file, from the project's root
 * @property {string} title
 * @property {string} summary
 * @property {string} published  yyyy-mm-dd
 * @property {string} updated  yyyy-mm-dd: `published` unless the note says
 * @property {(typeof noteKinds)[number]} kind
 * @property {string[]} services  ids of content/service-ids.mjs
 * @property {string | undefined} project  an id of content/projects.ts
 * @property {boolean} draft
 * @property {string} body  the MDX after the frontmatter
 * @property {number} bodyLine  the file's line the body starts on, for the MDX compiler's errors
 * @property {number} minutes  reading time
 * @property {NoteImage[]} images
 */

const FIELDS = ["title", "summary", "published", "updated", "kind", "services", "project", "draft"];

/** A yyyy-mm-dd that is a real day. @param {unknown} value */
const isDay = (value) =>
  typeof value === "string" &&
  DATE.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * One note from its source, or the list of what is wrong with it.
 * @param {string} file @param {string} slug @param {string} source @param {string | undefined} folder
 * @returns {{ note?: Note, problems: string[] }}
 */
export function parseNote(file, slug, source, folder) {
  const problems = /** @type {string[]} */ ([]);
  const problem = (/** @type {string} */ field, /** @type {string} */ message) =>
    problems.push(`${file}${field ? `, field ${field}` : ""}: ${message}`);
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return { problems: [`${file}: must start with frontmatter between two --- lines`] };
  /** @type {Record<string, unknown>} */
  let data = {};
  try {
    data = parseYaml(match[1] ?? "") ?? {};
    if (typeof data !== "object" || Array.isArray(data))
      return { problems: [`${file}: the frontmatter must be fields, one \`name: value\` a line`] };
  } catch (error) {
    return {
      problems: [
        `${file}: the frontmatter is not valid YAML: ${error instanceof Error ? error.message : error}`,
      ],
    };
  }
  const body = match[2] ?? "";
  if (!SLUG.test(slug))
    problem("", "the file name must be lowercase words joined by dashes (it is the address)");
  for (const key of Object.keys(data))
    if (!FIELDS.includes(key)) problem(key, `unknown field (known: ${FIELDS.join(", ")})`);
  const text = (/** @type {string} */ field, /** @type {number} */ max) => {
    const value = data[field];
    if (typeof value !== "string" || !value.trim()) problem(field, "must not be empty");
    else if (value.length > max) problem(field, `must be at most ${max} characters`);
    return typeof value === "string" ? value.trim() : "";
  };
  const title = text("title", 90);
  const summary = text("summary", 200);
  if (!isDay(data.published)) problem("published", "must be a date written yyyy-mm-dd");
  if (data.updated !== undefined && !isDay(data.updated))
    problem("updated", "must be a date written yyyy-mm-dd");
  else if (isDay(data.updated) && isDay(data.published) && String(data.updated) < String(data.published))
    problem("updated", "must not be before published");
  if (!noteKinds.includes(/** @type {never} */ (data.kind)))
    problem("kind", `must be one of ${noteKinds.join(", ")}`);
  const services = data.services ?? [];
  if (!Array.isArray(services)) problem("services", "must be a list of service ids");
  else
    for (const id of services)
      if (!serviceIds.includes(/** @type {never} */ (id)))
        problem("services", `unknown service id ${JSON.stringify(id)} (known: ${serviceIds.join(", ")})`);
  if (data.project !== undefined && (typeof data.project !== "string" || !SLUG.test(data.project)))
    problem("project", "must be a project's id");
  if (data.draft !== undefined && typeof data.draft !== "boolean") problem("draft", "must be true or false");
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, "")))
    problem("", "a heading starts at ## (the title is the page's only # heading)");
  const images = imagesOf(body, folder, (message) => problem("", message));
  if (problems.length) return { problems };
  const words = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    problems,
    note: {
      slug,
      file,
      title,
      summary,
      published: String(data.published),
      updated: String(data.updated ?? data.published),
      kind: /** @type {Note["kind"]} */ (data.kind),
      services: /** @type {string[]} */ (services),
      project: /** @type {string | undefined} */ (data.project),
      draft: data.draft === true,
      body,
      bodyLine: source.slice(0, source.length - body.length).split("\n").length,
      minutes: Math.max(1, Math.round(words / WORDS_A_MINUTE)),
      images,
    },
  };
}

/**
 * The images a note shows (Markdown `![alt](src)`): files in its folder, with their size.
 * @param {string} body @param {string | undefined} folder @param {(message: string) => void} problem
 */
function imagesOf(body, folder, problem) {
  /** @type {NoteImage[]} */
  const images = [];
  for (const [, alt, src = ""] of body.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)) {
    if (!alt?.trim()) problem(`the image ${src} needs alt text (what it shows)`);
    const file = normalize(src).replace(/^\.\//, "");
    const type = IMAGE_TYPES[/** @type {keyof typeof IMAGE_TYPES} */ (file.split(".").pop()?.toLowerCase())];
    if (/^[a-z]+:|^\/|\.\.|\//i.test(file) || !folder) {
      problem(
        `the image ${src} must be a file beside the note (content/notes/<slug>/${file.split("/").pop()})`,
      );
    } else if (!type) {
      problem(`the image ${src} must be one of ${Object.keys(IMAGE_TYPES).join(", ")}`);
    } else if (!existsSync(/*turbopackIgnore: true*/ `${folder}/${file}`)) {
      problem(`the image ${src} is not there (${`${folder}/${file}`})`);
    } else {
      const { width, height } = imageSize(readFileSync(/*turbopackIgnore: true*/ `${folder}/${file}`));
      if (!width || !height) problem(`the image ${src} has no width and height`);
      else images.push({ src, file, width, height, type });
    }
  }
  return images;
}

/**
 * Every note in `dir`, newest first, drafts included; throws one ContentError listing every problem.
 * @param {string} [dir]
 * @returns {Note[]}
 */
export function readNotes(dir = NOTES_DIR) {
  if (!existsSync(/*turbopackIgnore: true*/ dir)) return [];
  const problems = /** @type {string[]} */ ([]);
  const notes = /** @type {Note[]} */ ([]);
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const entry of readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const folder = entry.isDirectory() ? `${dir}/${entry.name}` : undefined;
    if (!folder && !entry.name.endsWith(".mdx")) continue;
    const file = folder ? `${folder}/index.mdx` : `${dir}/${entry.name}`;
    if (!existsSync(/*turbopackIgnore: true*/ file)) {
      problems.push(`${folder}: a note's folder needs an index.mdx`);
      continue;
    }
    const slug = entry.name.replace(/\.mdx$/, "");
    const other = seen.get(slug);
    if (other) problems.push(`${file}: duplicate slug ${JSON.stringify(slug)} (also ${other})`);
    seen.set(slug, file);
    const result = parseNote(file, slug, readFileSync(/*turbopackIgnore: true*/ file, "utf8"), folder);
    problems.push(...result.problems);
    if (result.note) notes.push(result.note);
  }
  if (problems.length) throw new ContentError(`Notes are invalid:\n- ${problems.join("\n- ")}`);
  return notes.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

/**
 * The notes a build publishes: drafts only under `npm run dev`, so they are in no production build, export,
 * sitemap, feed or llms.txt (all of them list `notes`).
 * @param {readonly Note[]} list @param {string | undefined} [environment]
 */
export const published = (list, environment = process.env.NODE_ENV) =>
  list.filter((note) => !note.draft || environment === "development");

/** The notes this build publishes, newest first. */
export const notes = published(readNotes());
