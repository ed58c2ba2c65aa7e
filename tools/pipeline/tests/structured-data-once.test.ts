import {
  emptyStructuredData,
  payloadRows,
  structuredDataOnce,
} from "@/tools/pipeline/structured-data-once.mjs";

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
const escape = (json: string) => json.replace(/</g, "\\u003c");
const push = (piece: string) => `<script>self.__next_f.push(${escape(JSON.stringify([1, piece]))})</script>`;
const markup = `<script type="application/ld+json">${long}</script><p>Olé</p>`;
const streamOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!)[1] as string)
    .join("");

describe("structured data once", () => {
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
    const { stream: emptied, saved } = emptyStructuredData(stream);
    expect(emptied).not.toContain("schema.org");
    expect(emptied).not.toContain("Añejo");
    expect(emptied).toContain('"children":"Olé < 2"');
    expect(emptied).toContain("2:T0,");
    expect(saved).toBe(Buffer.byteLength(stream) - Buffer.byteLength(emptied));
    expect(payloadRows(Buffer.from(emptied)).map(({ id }) => id)).toEqual(["", "1", "2", "3", "0"]);
    expect(emptyStructuredData(emptied).saved).toBe(0);
  });

  it("keeps the element's text, and the payload's pushes however Next split them", () => {
    // Split inside the outlined text (a multi-byte character's neighbour) and at a row's end.
    const cuts = [stream.indexOf("☕") + 1, stream.indexOf("3:")];
    const pieces = [stream.slice(0, cuts[0]), stream.slice(cuts[0], cuts[1]), stream.slice(cuts[1])];
    const html = `<body>${markup}${pieces.map(push).join("")}</body>`;
    const { html: once, saved } = structuredDataOnce(html);
    expect(saved).toBeGreaterThan(Buffer.byteLength(long));
    expect(once).toContain(markup);
    expect(streamOf(once)).toBe(emptyStructuredData(stream).stream);
    expect(once.match(/<script>self\.__next_f/g)).toHaveLength(3);
    // Escaped as Next escapes it: no "<" inside a script.
    for (const [, args] of once.matchAll(/__next_f\.push\((.*?)\)<\/script>/gs))
      expect(args).not.toContain("<");
    expect(once).toContain("Olé \\u003c 2");
    expect(structuredDataOnce(once)).toEqual({ html: once, saved: 0 });
  });

  it("leaves a page without structured data as it was", () => {
    const html = `<body><p>Olé</p>${push('0:["$","p",null,{}]\n')}</body>`;
    expect(structuredDataOnce(html)).toEqual({ html, saved: 0 });
  });

  it("names what it cannot read instead of guessing", () => {
    const broken = `<script type="application/ld+json">{}</script>${push("2:T99,short")}`;
    expect(() => structuredDataOnce(broken)).toThrow(/text row 2 runs past the payload's end/);
  });
});
