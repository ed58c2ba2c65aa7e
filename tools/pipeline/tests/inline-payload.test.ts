import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leanPayload, leanPayloadOfPages, leanStream } from "@/tools/pipeline/inline-payload.mjs";
import { flightScript, payloadRows } from "@/tools/pipeline/next-output.mjs";

// Words with accents, an emoji and a "<" that Next escapes inside a <script>: byte lengths, not characters.
const long = JSON.stringify({
  "@context": "https://schema.org",
  name: "Café ☕ <Brightloop>",
  about: "x".repeat(40),
});
const short = JSON.stringify({ "@type": "WebSite", name: "Añejo" });
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const script = (html: string) => [
  "$",
  "script",
  null,
  { type: "application/ld+json", dangerouslySetInnerHTML: { __html: html } },
];
const stream = [
  ':HL["/_next/static/a.css","style"]\n',
  '1:I["/_next/static/chunks/a.js",[],"default"]\n',
  textRow("2", long),
  `3:${JSON.stringify([script("$2"), ["$", "p", null, { children: "Olé < 2" }], script(short)])}\n`,
  `0:${JSON.stringify({ P: null, c: ["", ""], t: "$3" })}\n`,
].join("");
const push = flightScript;
const markup = `<script type="application/ld+json">${long}</script><p>Olé</p><script type="application/ld+json">${short}</script>`;
const streamOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!)[1] as string)
    .join("");

describe("inline scripts' texts once", () => {
  it("reads the payload's rows by their byte lengths", () => {
    const rows = payloadRows(Buffer.from(stream));
    expect(rows.map(({ id, text }) => [id, text])).toEqual([
      ["", false],
      ["1", false],
      ["2", true],
      ["3", false],
      ["0", false],
    ]);
  });

  it("empties the structured data's text, outlined or inline, and leaves every other row as it was", () => {
    const { stream: emptied, saved } = leanStream(stream);
    expect(emptied).not.toContain("schema.org");
    expect(emptied).not.toContain("Añejo");
    expect(emptied).toContain('"children":"Olé < 2"');
    expect(emptied).toContain("2:T0,");
    expect(saved).toBe(Buffer.byteLength(stream) - Buffer.byteLength(emptied));
    expect(payloadRows(Buffer.from(emptied)).map(({ id }) => id)).toEqual(["", "1", "2", "3", "0"]);
    expect(leanStream(emptied).saved).toBe(0);
  });

  it("keeps the element's text, and the payload's pushes however Next split them", () => {
    // Split inside the outlined text (a multi-byte character's neighbour) and at a row's end.
    const cuts = [stream.indexOf("☕") + 1, stream.indexOf("3:")];
    const pieces = [stream.slice(0, cuts[0]), stream.slice(cuts[0], cuts[1]), stream.slice(cuts[1])];
    const html = `<body>${markup}${pieces.map(push).join("")}</body>`;
    const { html: once, saved } = leanPayload(html);
    expect(saved).toBeGreaterThan(Buffer.byteLength(long));
    expect(once).toContain(markup);
    expect(streamOf(once)).toBe(leanStream(stream).stream);
    expect(once.match(/<script>self\.__next_f/g)).toHaveLength(3);
    // Escaped as Next escapes it: no "<" inside a script.
    for (const [, args] of once.matchAll(/__next_f\.push\((.*?)\)<\/script>/gs))
      expect(args).not.toContain("<");
    expect(once).toContain("Olé \\u003c 2");
    expect(leanPayload(once)).toEqual({ html: once, saved: 0 });
  });

  it("keeps a script's text the document does not carry, and empties any other inline script's", () => {
    const theme = 'try{document.documentElement.classList.add("dark")}catch(e){}';
    const themed = [
      '1:I["/_next/static/chunks/a.js",[],"default"]\n',
      `0:${JSON.stringify(["$", "head", null, { children: [["$", "script", null, { dangerouslySetInnerHTML: { __html: theme } }], script(short)] }])}\n`,
    ].join("");
    const html = `<head><script>${theme}</script></head><body>${push(themed)}</body>`;
    const { html: lean, saved } = leanPayload(html);
    expect(saved).toBe(Buffer.byteLength(JSON.stringify(theme)) - 2);
    expect(streamOf(lean)).toContain("Añejo");
    expect(lean).toContain(`<script>${theme}</script>`);
    expect(streamOf(lean)).not.toContain("classList");
  });

  it("leaves a page without inline scripts or parts as it was", () => {
    const html = `<body><p>Olé</p>${push('0:["$","p",null,{}]\n')}</body>`;
    expect(leanPayload(html)).toEqual({ html, saved: 0 });
  });

  it("names what it cannot read instead of guessing", () => {
    const broken = `<script type="application/ld+json">{}</script>${push("2:T99,short")}`;
    expect(() => leanPayload(broken)).toThrow(/"payloadRows".*Text row 2 runs past the payload's end/s);
  });
});

describe("a page whose payload breaks an assumption", () => {
  /** A page with structured data to take, and in its payload `extra`; written to a folder of its own. */
  const pageWith = (extra: string, pushOf = push) => {
    const dir = mkdtempSync(join(tmpdir(), "lean-payload-"));
    const html = `<body>${markup}${pushOf(stream + extra)}</body>`;
    writeFileSync(join(dir, "page.html"), html);
    writeFileSync(join(dir, "good.html"), `<body>${markup}${push(stream)}</body>`);
    return { dir, html };
  };
  const breaks: [string, string, string, ((piece: string) => string)?][] = [
    ["a row kind it does not know", "payloadRows", "9:Z[1]\n"],
    ["a row without an id", "payloadRows", "Q[1]\n"],
    [
      "a push that is not a text piece",
      "flightScripts",
      "",
      (piece) => `${push(piece)}${flightScript("x").replace("[1,", "[3,")}`,
    ],
    ["a push escaped another way", "flightScripts", "", (piece) => push(piece).replace(/\\u003e/g, ">")],
  ];

  for (const [what, assumption, extra, pushOf] of breaks) {
    it(`steps aside for ${what} on a deploy build, naming "${assumption}", and stops a strict one`, () => {
      const { dir, html } = pageWith(extra, pushOf);
      const { saved, warnings } = leanPayloadOfPages(dir, ["page.html", "good.html"], { strict: false });
      expect(warnings).toEqual([expect.stringContaining(`page.html: Next.js`)]);
      expect(warnings[0]).toContain(`the assumption "${assumption}"`);
      expect(warnings[0]).toMatch(/The page ships Next's own payload\.$/);
      expect(readFileSync(join(dir, "page.html"), "utf8")).toBe(html);
      // The other page is made lean as ever.
      expect(saved).toBeGreaterThan(0);
      expect(readFileSync(join(dir, "good.html"), "utf8")).not.toContain("schema.org\\");
      const strict = pageWith(extra, pushOf);
      expect(() => leanPayloadOfPages(strict.dir, ["page.html"], { strict: true })).toThrow(
        new RegExp(`page\\.html: .*the assumption "${assumption}"`),
      );
    });
  }

  it("still stops any build on what is the site's own mistake, not Next's", () => {
    const { dir } = pageWith("");
    const twice = `<body><section data-static="a"></section><section data-static="a"></section>${push(
      [
        '4:"StaticPart"\n',
        '5:I[1,[],"$4"]\n',
        `0:${JSON.stringify(["$", "$L5", null, { name: "a", children: "x" }])}\n`,
      ].join(""),
    )}</body>`;
    writeFileSync(join(dir, "twice.html"), twice);
    expect(() => leanPayloadOfPages(dir, ["twice.html"], { strict: false })).toThrow(
      /twice\.html: the static part "a" is in the page's HTML 2 times/,
    );
  });
});

describe("static parts", () => {
  const part = (children: unknown, name = "services") => [
    "$",
    "$L5",
    null,
    { as: "section", name, className: "section", children },
  ];
  const partStream = (children: unknown, extra = "") =>
    [
      '4:"StaticPart"\n',
      '5:I[123,["/_next/static/chunks/a.js"],"$4"]\n',
      '6:I[456,["/_next/static/chunks/b.js"],"ThemeToggle"]\n',
      textRow("7", "Olé, only the part's"),
      `8:${JSON.stringify(["$", "p", null, { children: "shared" }])}\n`,
      `9:${JSON.stringify(["$", "li", null, { children: "$7" }])}\n`,
      extra,
      `0:${JSON.stringify({ t: ["$", "main", null, { children: ["$8", "$L3"] }] })}\n`,
      `3:${JSON.stringify(part(children))}\n`,
    ].join("");
  const page = (stream: string, shown = 1) =>
    `<body>${'<section data-static="services"><p>shared</p></section>'.repeat(shown)}${push(stream)}</body>`;

  it("takes a part's children out of the payload, with the rows only they referred to", () => {
    const stream = partStream(["$", "ul", null, { children: ["$L9", "$8"] }]);
    const { stream: lean, parts } = leanStream(stream);
    expect(parts).toEqual(["services"]);
    const rows = payloadRows(Buffer.from(lean)).map(({ id }) => id);
    // 7 and 9 were the part's only; 8 the main's too, and the client references stay.
    expect(rows).toEqual(["4", "5", "6", "8", "0", "3"]);
    expect(lean).toContain(`3:${JSON.stringify(part(undefined))}\n`);
    expect(lean).not.toContain("Olé");
    expect(leanStream(lean).saved).toBe(0);
  });

  it("leaves the page's HTML and splits its pushes where they were", () => {
    const stream = partStream(["$", "ul", null, { children: "$L9" }]);
    const html = page(stream);
    const { html: lean, saved } = leanPayload(html);
    expect(saved).toBeGreaterThan(0);
    expect(lean).toContain('<section data-static="services"><p>shared</p></section>');
    expect(streamOf(lean)).toBe(leanStream(stream).stream);
  });

  it("refuses a part that holds a client component, directly or through a row", () => {
    expect(() => leanStream(partStream(["$", "$L6", null, {}]))).toThrow(
      /static part "services" holds the client component ThemeToggle/,
    );
    const through = `a:${JSON.stringify(["$", "div", null, { children: ["$", "$L6", null, {}] }])}\n`;
    expect(() => leanStream(partStream("$La", through))).toThrow(/holds the client component ThemeToggle/);
  });

  it("refuses a part inside a part, and a part the HTML shows more than once", () => {
    expect(() => leanStream(partStream(part("x", "inner")))).toThrow(/"services" holds another static part/);
    const stream = partStream(["$", "p", null, { children: "shared" }]);
    expect(() => leanPayload(page(stream, 2))).toThrow(/"services" is in the page's HTML 2 times/);
  });

  it("keeps the tree of a part the page does not show (a boundary's fallback), for when it is rendered", () => {
    const stream = partStream(["$", "ul", null, { children: "$L9" }]);
    expect(leanStream(stream, { shown: () => false })).toEqual({ stream, saved: 0, edits: [], parts: [] });
    const html = page(stream, 0);
    expect(leanPayload(html)).toEqual({ html, saved: 0 });
    expect(() => leanStream(partStream(["$", "$L6", null, {}]), { shown: () => false })).toThrow(
      /holds the client component ThemeToggle/,
    );
  });
});
