// Jest's globalSetup: one scratch folder for the whole run, as TMPDIR, so each test's mkdtemp() lands in it and
// no fixture is left in the system's temporary folder, whatever a test does (scratch/teardown.mjs removes it).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function makeScratch() {
  process.env.JEST_SCRATCH = mkdtempSync(join(tmpdir(), "jest-"));
  process.env.TMPDIR = process.env.JEST_SCRATCH;
}
