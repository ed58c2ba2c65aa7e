import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkNoteProjects, notes } from "@/lib/note-content";
import { published, readNotes } from "@/lib/notes.mjs";
import { notesFeed } from "@/lib/feed";

const good = `---
title: A good note
summary: What it says, in a line.
published: 2026-11-05
kind: note
services: [voice-assistant]
---

Some text.

## A section
`;

/** A notes folder holding `files` (a path ending in / is a folder), read as the build reads it. */
function notesIn(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(join(tmpdir(), "notes-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, read: () => readNotes(dir) };
}

const problemsOf = (files: Record<string, string | Buffer>) => {
  const { dir, read } = notesIn(files);
  try {
    read();
  } catch (error) {
    return { dir, message: (error as Error).message, name: (error as Error).name };
  }
  throw new Error("no error");
};

describe("a note's file", () => {
  it("is read with its dates, reading time and images, newest first", () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAADklEQVR4nGNgQAMMDAwAABkAAQeQ8h8AAAAASUVORK5CYII=",
      "base64",
    );
    const { read } = notesIn({
      "older.mdx": good,
      "newer/index.mdx": good.replace("2026-11-05", "2026-11-20") + "\n![A chart](chart.png)\n",
      "newer/chart.png": png,
    });
    const [newer, older] = read();
    expect([newer?.slug, older?.slug]).toEqual(["newer", "older"]);
    expect(newer?.images).toEqual([
      { src: "chart.png", file: "chart.png", width: 2, height: 3, type: "image/png" },
    ]);
    expect([older?.updated, older?.minutes, older?.draft]).toEqual(["2026-11-05", 1, false]);
    // The body's first line (for the MDX compiler's errors): the one after the closing ---.
    expect(older?.bodyLine).toBe(good.split("\n").indexOf("---", 1) + 2);
  });

  it("names the file and field of every mistake, all at once", () => {
    const { dir, message, name } = problemsOf({
      "a.mdx": good
        .replace("voice-assistant", "time-travel")
        .replace("2026-11-05", "2026-02-30")
        .replace("What it says, in a line.", '""'),
      "b.mdx": good.replace("kind: note", "kind: essay") + "\n![](missing.png)\n",
      "c.mdx": good.replace("## A section", "# A second title"),
      "d/index.mdx": good + "\n![A photo](https://example.com/x.png)\n",
      "e.mdx": "No frontmatter",
      "f.mdx": "---\njust words\n---\nText",
    });
    expect(name).toBe("ContentError");
    for (const line of [
      `${dir}/a.mdx, field summary: must not be empty`,
      `${dir}/a.mdx, field published: must be a date written yyyy-mm-dd`,
      `${dir}/a.mdx, field services: unknown service id "time-travel"`,
      `${dir}/b.mdx, field kind: must be one of case-study, note`,
      `${dir}/b.mdx: the image missing.png needs alt text`,
      `${dir}/b.mdx: the image missing.png must be a file beside the note`,
      `${dir}/c.mdx: a heading starts at ##`,
      `${dir}/d/index.mdx: the image https://example.com/x.png must be a file beside the note`,
      `${dir}/e.mdx: must start with frontmatter`,
      `${dir}/f.mdx: the frontmatter must be fields`,
    ])
      expect(message).toContain(line);
  });

  it("finds a missing image in a note's folder, a duplicate slug and an updated date before publication", () => {
    const { dir, message } = problemsOf({
      "same.mdx": good,
      "same/index.mdx":
        good.replace("kind: note", "kind: note\nupdated: 2026-01-01") + "\n![A chart](chart.png)\n",
    });
    expect(message).toMatch(/same(\/index)?\.mdx: duplicate slug "same" \(also .*same(\/index)?\.mdx\)/);
    expect(message).toContain(`${dir}/same/index.mdx, field updated: must not be before published`);
    expect(message).toContain(`${dir}/same/index.mdx: the image chart.png is not there`);
  });

  it("names an unknown project", () => {
    const [note] = notesIn({ "p.mdx": good.replace("kind: note", "kind: note\nproject: moon-base") }).read();
    expect(() => checkNoteProjects([note!])).toThrow(/p\.mdx, field project: unknown project "moon-base"/);
  });
});

describe("a draft", () => {
  it("is published under `npm run dev` only", () => {
    const list = notesIn({
      "a.mdx": good,
      "b.mdx": good.replace("kind: note", "kind: note\ndraft: true"),
    }).read();
    expect(published(list, "production").map((note) => note.slug)).toEqual(["a"]);
    expect(published(list, "test").map((note) => note.slug)).toEqual(["a"]);
    expect(published(list, "development").map((note) => note.slug)).toEqual(["a", "b"]);
  });
});

describe("the site's notes", () => {
  it("are all published (no draft outside `npm run dev`) and checked", () => {
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.filter((note) => note.draft)).toEqual([]);
  });

  it("make a feed with every note, newest first, its text escaped", () => {
    const feed = notesFeed([
      { ...notes[0]!, slug: "b", title: "Fish & <chips>", updated: "2026-11-21" },
      { ...notes[0]!, slug: "a", published: "2026-01-01" },
    ]);
    expect(feed).toContain("<title>Fish &amp; &lt;chips&gt;</title>");
    expect(feed).toContain("<updated>2026-11-21T00:00:00Z</updated>\n  <author>");
    expect(feed.indexOf("/notes/b</id>")).toBeLessThan(feed.indexOf("/notes/a</id>"));
  });
});
