import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** `npm run check`'s notes step (and what every build prints), run in a folder holding `notes`. */
function checkNotes(notes: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "check-notes-"));
  mkdirSync(join(dir, "content/notes"), { recursive: true });
  for (const [name, text] of Object.entries(notes)) writeFileSync(join(dir, "content/notes", name), text);
  const result = spawnSync("node", [resolve("tools/pipeline/check-notes.mjs")], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("the notes step", () => {
  it("names every broken note at once, with no stack trace, and fails", () => {
    const { status, output } = checkNotes({
      "a.mdx": "---\ntitle: Tip: start small\n---\n\n<script>alert(1)</script>\n",
      "b.md": "---\ntitle: B\nsummary: B.\npublished: 2026-13-01\nkind: note\n---\n\nText.\n",
    });
    expect(status).toBe(1);
    expect(output).toContain("✖ Notes are invalid:");
    expect(output).toContain("content/notes/a.mdx:2:8: the frontmatter is not valid YAML");
    expect(output).toContain('content/notes/a.mdx:5:1: "<script>alert(1)</script>" is HTML');
    expect(output).toContain("content/notes/b.md:4:1: field published: must be a real day");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("passes good notes", () => {
    const good = "---\ntitle: Good\nsummary: Good.\npublished: 2026-11-01\nkind: note\n---\n\nText.\n";
    expect(checkNotes({ "good.mdx": good })).toEqual({
      status: 0,
      output: "✓ 1 note read (content/notes/)\n",
    });
  });
});
