import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The layout step run in a copy of the project's settings holding `files` in content/. */
function layOut(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "layout-"));
  for (const name of ["node_modules", ".prettierrc.json", ".prettierignore", "app", "components"])
    symlinkSync(resolve(name), join(dir, name));
  mkdirSync(join(dir, "content"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "content", name), text);
  const result = spawnSync("node", [resolve("tools/local/format-content.mjs")], {
    cwd: dir,
    encoding: "utf8",
  });
  return { dir, status: result.status, output: result.stdout + result.stderr };
}

describe("the layout step", () => {
  it("lays out a correct content file with a long line, names it, and passes", () => {
    const long = `export const a = { summary: "${"words ".repeat(30).trim()}", id: "x" };\n`;
    const { dir, status, output } = layOut({ "a.ts": long, "b.ts": 'export const b = "short";\n' });
    expect(status).toBe(0);
    expect(output).toMatch(/✎ laid out content\/a\.ts \(spacing and line breaks only\)/);
    expect(output).not.toContain("b.ts");
    expect(readFileSync(join(dir, "content/a.ts"), "utf8")).toMatch(/^export const a = \{\n {2}summary:/);
  });

  it("names a file it cannot read, with its line, and fails", () => {
    const { status, output } = layOut({ "broken.ts": 'export const c = { title: "unclosed };\n' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/broken\.ts: .*\(1:\d+\)|content\/broken\.ts.*1:\d+/);
  });
});
