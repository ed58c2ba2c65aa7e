// @ts-check
// `npm run check`'s first step: every note read as the build reads it, each problem named at once.
import "./content-errors.mjs";

const { loadNotes } = await import("../../lib/notes/read.mjs");
const count = loadNotes().length;
console.log(`✓ ${count} note${count === 1 ? "" : "s"} read (content/notes/)`);
