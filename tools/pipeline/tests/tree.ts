import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A folder of files for a test (a build as Next.js leaves it, say): each path, relative to the folder, with its
 * text, parent folders made as needed. A new folder in the run's scratch folder unless `root` is given.
 */
export function writeTree(files: Record<string, string>, root = mkdtempSync(join(tmpdir(), "tree-"))) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
