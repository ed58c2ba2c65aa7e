import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { noteProjectProblems, validateNoteLinks } from "@/lib/content-schema";
import { loadNotes } from "@/lib/notes/queries";
import { parseNote, published, readNotes } from "@/lib/notes/read.mjs";
import { LINE_BREAKS } from "@/lib/notes/schema.mjs";
import fc from "fast-check";

const notes = loadNotes();
import { localeIn } from "@/lib/content";
import { notesFeed } from "@/components/notes/feed";
import type { Note } from "@/lib/notes/read.mjs";
import { absoluteUrl } from "@/lib/site-metadata";

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
    const { dir, read } = notesIn({
      "older.mdx": good,
      "newer/index.mdx": good.replace("2026-11-05", "2026-11-20") + "\n![A chart](chart.png)\n",
      "newer/chart.png": png,
    });
    const [newer, older] = read();
    expect([newer?.slug, older?.slug]).toEqual(["newer", "older"]);
    expect(newer?.images).toEqual([
      expect.objectContaining({
        src: "chart.png",
        path: `${dir}/newer/chart.png`,
        width: 2,
        height: 3,
        type: "image/png",
      }),
    ]);
    expect([older?.updated, older?.minutes, older?.draft]).toEqual(["2026-11-05", 1, false]);
    // The body's first line (for the problems' places): the one after the closing ---.
    expect(older?.bodyLine).toBe(good.split("\n").indexOf("---", 1) + 2);
  });

  it("names the file, line, column, field and value of every mistake, all at once", () => {
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
      "g.md": good.replace("kind: note", "kind: note\ncoverAtl: A photo"),
    });
    expect(name).toBe("ContentError");
    const line = (text: string) => good.split("\n").findIndex((row) => row.startsWith(text)) + 1;
    const end = good.split("\n").length + 1;
    for (const expected of [
      `${dir}/a.mdx:${line("summary")}:1: field summary: must not be empty`,
      `${dir}/a.mdx:${line("published")}:1: field published: must be a real day written yyyy-mm-dd (such as 2026-11-20) (it says "2026-02-30")`,
      `${dir}/a.mdx:${line("services")}:1: field services: unknown service id "time-travel"`,
      `${dir}/b.mdx:${line("kind")}:1: field kind: must be one of case-study, note (it says "essay")`,
      `${dir}/b.mdx:${end}:1: the picture "missing.png" needs alt text`,
      `${dir}/b.mdx:${end}:1: the picture "missing.png" must be a file beside the note`,
      `${dir}/c.mdx:${line("## A section")}:1: a heading starts at ##`,
      `${dir}/d/index.mdx:${end}:1: the picture "https://example.com/x.png" must be a file beside the note`,
      `${dir}/e.mdx:1:1: must start with frontmatter`,
      `${dir}/f.mdx:2:1: the frontmatter must be fields`,
      `${dir}/g.md:${line("kind") + 1}:1: field coverAtl: unknown field: did you mean coverAlt?`,
    ])
      expect(message).toContain(expected);
  });

  it("finds a missing image in a note's folder, a duplicate slug and an updated date before publication", () => {
    const { dir, message } = problemsOf({
      "same.mdx": good,
      "same/index.mdx":
        good.replace("kind: note", "kind: note\nupdated: 2026-01-01") + "\n![A chart](chart.png)\n",
    });
    expect(message).toMatch(
      /same(\/index)?\.mdx: duplicate address \/notes\/same \(also .*same(\/index)?\.mdx\)/,
    );
    expect(message).toContain(`${dir}/same/index.mdx:6:1: field updated: must not be before published`);
    expect(message).toMatch(/same\/index\.mdx:\d+:1: the picture "chart\.png" is not there/);
  });

  it("names an unknown project, and the nearest known one", () => {
    // Projects of the test's own, so that no project the owner adds or removes changes what it finds.
    const projects = [{ id: "jewelry-shop" }, { id: "bmi-calculator" }];
    const read = notesIn({
      "p.mdx": good.replace("kind: note", "kind: note\nproject: moon-base"),
      "t.mdx": good.replace("kind: note", "kind: note\nproject: jewelry-shopp"),
      "k.mdx": good.replace("kind: note", "kind: note\nproject: bmi-calculator"),
    }).read();
    const problems = noteProjectProblems(projects, read);
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /p\.mdx: field project: unknown project "moon-base" \(known: jewelry-shop, bmi-calculator\)$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /t\.mdx: field project: unknown project "jewelry-shopp": did you mean jewelry-shop\?$/,
      ),
    );
    // And the check every build runs, over the site's own projects, refuses an id no project can have.
    expect(() => validateNoteLinks(read.filter((note) => note.project === "moon-base"))).toThrow(
      /p\.mdx: field project: unknown project "moon-base"/,
    );
  });
});

describe("any file an owner saves", () => {
  it("names impossible dates, bad YAML, an empty file and a blank title, with the line where there is one", () => {
    const { dir, message } = problemsOf({
      "dates.mdx": good
        .replace("2026-11-05", "2026-13-01")
        .replace("kind: note", "kind: note\nupdated: 2026-02-30"),
      "tab.mdx": good.replace("kind: note", "\tkind: note"),
      "quotes.mdx": good.replace("title: A good note", 'title: "Quoted" and more'),
      "colon.mdx": good.replace("title: A good note", "title: Tip: start small"),
      "empty.mdx": "\n  \n",
      "blank.mdx": good.replace("title: A good note", "title: '   '"),
    });
    for (const line of [
      `${dir}/dates.mdx:4:1: field published: must be a real day written yyyy-mm-dd`,
      `${dir}/dates.mdx:6:1: field updated: must be a real day written yyyy-mm-dd`,
      `${dir}/tab.mdx:5:1: the frontmatter is not valid YAML: indent with spaces, not tabs`,
      `${dir}/quotes.mdx:2:`,
      `${dir}/colon.mdx:2:`,
      `${dir}/empty.mdx:1:1: is empty`,
      `${dir}/blank.mdx:2:1: field title: must not be empty`,
    ])
      expect(message).toContain(line);
    expect(message).toMatch(
      /colon\.mdx:2:\d+: the frontmatter is not valid YAML: a value with ": " in it goes in quotes/,
    );
    expect(message).not.toMatch(/RangeError|Invalid time value|\n\s+at /);
  });

  it("reads a note saved on Windows (byte-order mark, CRLF) with accents, emoji and quotes in its title", () => {
    const title = `Café "Niño" — l'été 🚀`;
    const windows = "\uFEFF" + good.replace("A good note", JSON.stringify(title)).replace(/\n/g, "\r\n");
    const [note] = notesIn({ "windows.mdx": windows }).read();
    expect(note?.title).toBe(title);
    expect(note?.body).not.toContain("\r");
    expect(note?.bodyLine).toBe(good.split("\n").indexOf("---", 1) + 2);
  });

  it("publishes a .md or .mdx note as Markdown and names a file it cannot read, with the fix", () => {
    const { dir, message } = problemsOf({
      "plain.md": good,
      "Mi Nota.mdx": good,
      "saved.mdx.txt": good,
      "photo.jpg": "",
    });
    expect(message).toContain(
      `${dir}/Mi Nota.mdx:1:1: the file name is the note's address: lowercase words joined by dashes (rename it mi-nota.mdx)`,
    );
    expect(message).toContain(`${dir}/saved.mdx.txt: a note's file ends in .md (rename it saved.md)`);
    expect(message).toContain(`${dir}/photo.jpg: a picture goes in its note's folder`);
    const read = notesIn({ "plain.md": good, "old.mdx": good.replace("Some text.", "Some {text}.") }).read();
    expect(read.map((note) => [note.slug, note.body.includes("{text}")])).toEqual([
      ["old", true],
      ["plain", false],
    ]);
  });

  it("refuses a title or summary of more than one line, which would give llms.txt structure", () => {
    const { dir, message } = problemsOf({
      "lines.md": good
        .replace("title: A good note", "title: |\n  One\n  ## Two")
        .replace("summary: What it says, in a line.", 'summary: "One\\u2028[x](https://example.com)"'),
    });
    expect(message).toContain(`${dir}/lines.md:2:1: field title: must be one line`);
    expect(message).toMatch(/lines\.md:5:1: field summary: must be one line/);
  });
});

describe("the reader, given any text", () => {
  const fields = fc.dictionary(
    fc.constantFrom(
      "title",
      "summary",
      "published",
      "updated",
      "kind",
      "services",
      "project",
      "cover",
      "coverAlt",
      "draft",
      "other",
    ),
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        "2026-13-01",
        "2026-02-29",
        "2028-02-29",
        "note",
        "case-study",
        "[voice-assistant]",
        "'  '",
        '"a',
        "- x",
        "\t",
      ),
      fc.integer().map(String),
    ),
  );
  const frontmatter = fields.map(
    (entries) =>
      `---\n${Object.entries(entries)
        .map(([key, value]) => `${key}: ${value}`)
        .join("\n")}\n---\n`,
  );
  const text = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.tuple(frontmatter, fc.string({ unit: "grapheme" })).map(([head, body]) => head + body),
    fc
      .tuple(fc.constantFrom("\uFEFF", ""), frontmatter, fc.constantFrom("\n", "\r\n"))
      .map(([bom, head, end]) => bom + head.replace(/\n/g, end) + "Some text."),
  );

  it("gives a note or problems that name the file, never an exception", () => {
    fc.assert(
      fc.property(text, (source) => {
        const { note, problems } = parseNote("content/notes/n.mdx", "n", source, undefined);
        expect(Boolean(note)).toBe(problems.length === 0);
        for (const problem of problems) expect(problem).toMatch(/^content\/notes\/n\.mdx(:\d+:\d+)?: /);
      }),
      { numRuns: 400 },
    );
  });

  it("gives a note for every well-formed file, whatever its title's characters", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: "grapheme", minLength: 1, maxLength: 90 })
          // Any character but a line break, which the next test shows is refused.
          .filter((title) => title.trim().length > 0 && !LINE_BREAKS.test(title)),
        (title) => {
          const source = good.replace("A good note", () => JSON.stringify(title));
          const { note, problems } = parseNote("content/notes/n.mdx", "n", source, undefined);
          expect(problems).toEqual([]);
          expect(note?.title).toBe(title.trim());
        },
      ),
      { numRuns: 200 },
    );
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

describe("the site's notes, whatever they are", () => {
  it("are all published (no draft outside `npm run dev`) and checked", () => {
    expect(notes.filter((note) => note.draft)).toEqual([]);
  });

  it("make a feed of the newest 20, whole, newest first, text escaped and addresses absolute", async () => {
    const html = async (note: Note) =>
      `<p>${note.slug} & co</p><picture><source srcSet="/pictures/a-400.x.avif 400w, /pictures/a-828.x.avif 828w"/><img src="/pictures/a-828.x.jpg" alt=""/></picture>`;
    // Dates of its own, so that no note the owner writes changes what the feed must say.
    const base = {
      ...parseNote("content/notes/n.md", "n", good, undefined).note!,
      published: "2026-01-01",
      updated: "2026-01-01",
    };
    const many = Array.from({ length: 25 }, (_, index) => ({ ...base, slug: `n${index}` }));
    const feed = await notesFeed(
      await localeIn(undefined),
      [
        { ...base, slug: "b", title: "Fish & <chips>\u0001", published: "2026-01-02", updated: "2026-01-03" },
        { ...base, slug: "a" },
        ...many,
      ],
      html,
    );
    expect(feed).toContain("<title>Fish &amp; &lt;chips&gt;</title>");
    expect(feed).toContain("<updated>2026-01-03T00:00:00Z</updated>\n  <author>");
    expect(feed.indexOf("/notes/b</id>")).toBeLessThan(feed.indexOf("/notes/a</id>"));
    expect(feed.match(/<entry>/g)).toHaveLength(20);
    expect(feed).toContain("&lt;p&gt;b &amp; co&lt;/p&gt;");
    const origin = absoluteUrl("/").replace(/\/$/, "");
    expect(feed).toContain(
      `srcSet=&quot;${origin}/pictures/a-400.x.avif 400w, ${origin}/pictures/a-828.x.avif 828w&quot;`,
    );
    expect(feed).toContain(`src=&quot;${origin}/pictures/a-828.x.jpg&quot;`);
  });
});
