import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A folder of files for a test (a build, say), by relative path; a new scratch folder unless `root` is given. */
export function writeTree(files: Record<string, string>, root = mkdtempSync(join(tmpdir(), "tree-"))) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
