// @ts-check
// `npm run check`'s and `npm test`'s first format step: the owner's files in content/ are laid out for them
// (Prettier writes them) and named, so a correct edit never fails on a long line. Code is checked as written
// (the `format` step: `prettier --check`, content/ left out).
import { spawnSync } from "node:child_process";

const written = spawnSync("node_modules/.bin/prettier", ["--write", "--list-different", "content"], {
  encoding: "utf8",
});
// A file Prettier cannot read (a broken quote, say) is named with its line; the content step names it too.
if (written.status !== 0) {
  process.stderr.write(written.stderr || written.stdout);
  process.exit(written.status ?? 1);
}
const changed = written.stdout.split("\n").filter(Boolean);
console.log(
  changed.length
    ? `✎ laid out ${changed.join(", ")} (spacing and line breaks only): keep the change when you commit`
    : "✓ content/ laid out",
);
