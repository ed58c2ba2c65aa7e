import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { languages } from "@/content/languages.mjs";

const good = "---\ntitle: Good\nsummary: Good.\npublished: 2026-11-01\nkind: note\n---\n\nText.\n";

/**
 * `npm run check`'s content step (and what every build runs first), in a copy of the project whose notes are
 * `notes` and whose content files are changed by `edit` (file → its new text).
 */
function check(
  notes: Record<string, string>,
  edit: (read: (file: string) => string) => Record<string, string> = () => ({}),
  { siteNotes = false } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "check-content-"));
  for (const folder of ["content", "lib", "tools/pipeline"])
    cpSync(resolve(folder), join(dir, folder), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  if (!siteNotes) {
    rmSync(join(dir, "content/notes"), { recursive: true, force: true });
    mkdirSync(join(dir, "content/notes"));
  }
  for (const [name, text] of Object.entries(notes)) writeFileSync(join(dir, "content/notes", name), text);
  const edits = edit((file) => readFileSync(resolve(file), "utf8"));
  for (const [file, text] of Object.entries(edits)) writeFileSync(join(dir, file), text);
  const result = spawnSync("node", [join(dir, "tools/pipeline/check-content.mjs")], {
    cwd: dir,
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("the content step", () => {
  it("names every broken note and content file at once, each on one line with its place, and fails", () => {
    const other = languages[1]?.code;
    const { status, output } = check(
      {
        "a.mdx": "---\ntitle: Tip: start small\n---\n\n<script>alert(1)</script>\n",
        "b.md": "---\ntitle: B\nsummary: B.\npublished: 2026-13-01\nkind: note\n---\n\nText.\n",
      },
      (read) => ({
        // A colour the design does not have, in the first skill.
        "content/skills.ts": read("content/skills.ts").replace(/color: "[a-z]+"/, 'color: "magenta"'),
        // A translation without the first field its service pages' text has.
        ...(other && {
          [`content/${other}/services.ts`]: read(`content/${other}/services.ts`).replace(
            /(export const servicePageText = \{\n)\s+\w+:\s*(?:"[^"]*"|\n\s+"[^"]*"),\n/,
            "$1",
          ),
        }),
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain("✖ Notes are invalid:");
    expect(output).toContain("content/notes/a.mdx:2:8: the frontmatter is not valid YAML");
    expect(output).toContain('content/notes/a.mdx:5:1: "<script>alert(1)</script>" is HTML');
    expect(output).toContain("content/notes/b.md:4:1: field published: must be a real day");
    expect(output).toMatch(
      /- content\/skills\.ts:\d+:\d+: entry 1 \([\w-]+\), field color: unknown colour "magenta"/,
    );
    if (other)
      expect(output).toMatch(
        new RegExp(
          `- content/${other}/services\\.ts:\\d+:\\d+: field servicePageText\\.\\w+: missing \\(the English file has it\\)`,
        ),
      );
    expect(output).not.toMatch(/\n\s+at |TS\d{4}/);
  });

  it("passes the site's notes and content, and a good note beside them", () => {
    const { status, output } = check({ "good.mdx": good }, undefined, { siteNotes: true });
    expect([status, output.split("\n")[0]]).toEqual([
      0,
      expect.stringMatching(/^✓ \d+ notes read \(content\/notes\/\)$/),
    ]);
    expect(output).toMatch(/^✓ content\/ checked/m);
  });

  it("names a testimonial's case study that the notes do not have, and still checks the rest", () => {
    const named = [
      ...readFileSync(resolve("content/testimonials.ts"), "utf8").matchAll(/caseStudy: "([^"]+)"/g),
    ].map(([, slug]) => slug);
    const { status, output } = check({ "good.mdx": good }, (read) => ({
      // A testimonial that names a case study, so the check has one to miss.
      "content/testimonials.ts": named.length
        ? read("content/testimonials.ts")
        : read("content/testimonials.ts").replace(/(company: "[^"]*",)/, '$1 caseStudy: "gone",'),
    }));
    expect(status).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `- content/testimonials\\.ts:\\d+:\\d+: entry \\d+ \\([\\w-]+\\), field caseStudy: "${named[0] ?? "gone"}" is no case study's slug`,
      ),
    );
  });

  it("names a note's project that content/projects.ts does not have, with the note's file", () => {
    const { status, output } = check({
      "p.mdx": good.replace(/^kind: .*$/m, (line) => `${line}\nproject: moon-base`),
    });
    expect(status).toBe(1);
    expect(output).toMatch(/content\/notes\/p\.mdx:6:1: field project: unknown project "moon-base"/);
  });
});
