// @ts-check
// `npm run check`'s content step, and the first thing every build does (content-first.mjs): the notes read as
// the pages read them, and content/ and each translation checked against content/schema.ts and the English
// files; every problem of all of them at once, each on one line naming file, line, entry or field, before
// `next build` would stop on a TypeScript type dump. The TypeScript content files are read with jiti
// (a loader that strips their types), by the same code the pages run (lib/content-schema.ts).
import "./content-errors.mjs";
import { resolve } from "node:path";
import { createJiti } from "jiti";
import { ContentError } from "../../lib/config-error.mjs";
import { withPlace } from "../../lib/content-place.mjs";
import { languages } from "../../content/languages.mjs";

const root = resolve(import.meta.dirname, "../..");
const jiti = createJiti(import.meta.url, {
  // The pages' modules are server modules: `server-only` is its empty server build, as Next resolves it there.
  alias: { "@/": `${root}/`, "server-only": resolve(root, "node_modules/server-only/empty.js") },
  moduleCache: true,
  fsCache: false,
});

const { validateContent, validateNoteLinks, validateTranslation } =
  /** @type {typeof import("../../lib/content-schema")} */ (
    await jiti.import(resolve(root, "lib/content-schema.ts"))
  );

const { loadNotes } = await import("../../lib/notes/read.mjs");

const failures = /** @type {string[]} */ ([]);
/**
 * Runs a check and gives what it returns; a ContentError's problems are kept instead, each with the line it is
 * on, the way the notes' are named.
 * @template T
 * @param {() => T | Promise<T>} check
 * @returns {Promise<T | undefined>}
 */
async function keep(check) {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof Error && error.name === "ContentError")) throw error;
    failures.push(
      error.message
        .split("\n- ")
        .map((line, index) => (index === 0 ? line : withPlace(line)))
        .join("\n- "),
    );
    return undefined;
  }
}
const notes = await keep(() => loadNotes());
await keep(() => validateContent());
for (const { code } of languages.slice(1)) await keep(() => validateTranslation(code));
// What the content names in the notes (a testimonial's case study), once the notes could be read.
if (notes) await keep(() => validateNoteLinks(notes));
if (failures.length) throw new ContentError(failures.join("\n"));
const count = notes?.length ?? 0;
console.log(`✓ ${count} note${count === 1 ? "" : "s"} read (content/notes/)`);
console.log(
  `✓ content/ checked${
    languages.length > 1
      ? `, with ${languages
          .slice(1)
          .map(({ code }) => `content/${code}/`)
          .join(", ")}`
      : ""
  }`,
);
