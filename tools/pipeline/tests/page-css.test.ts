import { scriptsOfPages } from "@/tools/pipeline/inline-css.mjs";
import { cssOfPage, selectorCanMatch, variablesOf, wordsOf } from "@/tools/pipeline/page-css.mjs";

const only =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe("whether a selector can match a page", () => {
  it.each([
    [".card .title", ["card", "title"], true],
    [".card .title", ["card"], false],
    [".a,.b", ["b"], true],
    [".a:where(.dark,.dark *)", ["a", "dark"], true],
    [".a:where(.dark,.dark *)", ["a"], false],
    [".a:is(:hover,.x)", ["a"], true],
    [":root:not(.light) .a", ["a"], true],
    [".a:has(>.q)", ["a"], false],
    [".a:nth-child(2 of .q)", ["a"], true],
    ['.a[data-x=".q"]', ["a"], true],
    [".md\\:flex", ["md:flex"], true],
    [".\\[\\&_p\\]\\:mt-4 p", ["[&_p]:mt-4"], true],
    [".px-2\\.5", ["px-2"], false],
    [".\\31 0", ["10"], true],
    ["html,:host", [], true],
    ["::file-selector-button", [], true],
  ])("%s with %j present: %s", (selector, present, expected) => {
    expect(selectorCanMatch(selector, only(...present))).toBe(expected);
  });
});

describe("the words a page or a script may set as a class", () => {
  it("reads class names from HTML attributes, the React payload and scripts", () => {
    const words = wordsOf(
      `<p class="a [&amp;_p]:mt-4"></p><script>self.__next_f.push([1,"{\\"className\\":\\"b [\\u0026\\u003e*]:c\\"}"])</script>` +
        `x?"d":'e f'+\`g\``,
    );
    for (const name of ["a", "[&_p]:mt-4", "b", "[&>*]:c", "d", "e", "f", "g"]) expect(words).toContain(name);
  });

  it("finds the custom properties a text names", () => {
    expect([...variablesOf('<div style="--defer-height:40rem">getPropertyValue("--particle")')]).toEqual([
      "--defer-height",
      "--particle",
    ]);
  });
});

describe("a page's own rules", () => {
  const page = (...classes: string[]) => ({ classes: only(...classes), variables: new Set<string>() });

  it("drops the rules the page cannot match and the blocks they leave empty, and keeps the rest as written", () => {
    const css =
      "@layer theme,base,components;" +
      "@font-face{font-family:Inter;src:url(/a.woff2)}" +
      "@keyframes spin{to{rotate:1turn}}" +
      "@layer components{.kept{color:red}.gone{color:blue}@media (width>=40rem){.gone{color:green}}}" +
      "@media (hover:hover){.kept:hover{color:red}}" +
      "a{color:inherit}";
    expect(cssOfPage(css, page("kept"))).toBe(
      "@layer theme,base,components;" +
        "@font-face{font-family:Inter;src:url(/a.woff2)}" +
        "@keyframes spin{to{rotate:1turn}}" +
        "@layer components{.kept{color:red}}" +
        "@media (hover:hover){.kept:hover{color:red}}" +
        "a{color:inherit}",
    );
  });

  it("drops Tailwind's custom properties that no rule left reads, and keeps the site's own and those in use", () => {
    const css =
      "@layer theme{:root{--color-a:red;--color-b:blue;--color-c:var(--color-d);--color-d:green}}" +
      "@layer properties{*{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}}" +
      "@property --tw-shadow{syntax:'*';inherits:false}@property --tw-ring{syntax:'*';inherits:false}" +
      ":root{--particle:#fff}" +
      ".a{color:var(--color-a);box-shadow:var(--tw-shadow)}.b{color:var(--color-b)}.c{color:var(--color-c)}";
    expect(cssOfPage(css, page("a", "c"))).toBe(
      "@layer theme{:root{--color-a:red;--color-c:var(--color-d);--color-d:green}}" +
        "@layer properties{*{--tw-shadow:0 0 #0000}}" +
        "@property --tw-shadow{syntax:'*';inherits:false}" +
        ":root{--particle:#fff}" +
        ".a{color:var(--color-a);box-shadow:var(--tw-shadow)}.c{color:var(--color-c)}",
    );
    // A custom property a page or script names (a style attribute, getPropertyValue) stays.
    expect(cssOfPage(css, { classes: only(), variables: new Set(["--color-b"]) })).toContain(
      "--color-b:blue",
    );
  });
});

describe("what a page's scripts may set", () => {
  it("follows the chunks a page loads to the chunks they load later", () => {
    const scripts: Record<string, string> = {
      "/_next/static/chunks/main.js": 'load("static/chunks/menu.js");el.className="open"',
      "/_next/static/chunks/menu.js": 'el.className="menu-panel";el.style.setProperty("--menu-height",h)',
      "/_next/static/chunks/other.js": 'el.className="other"',
    };
    const of = scriptsOfPages((href) => scripts[href]);
    const page = of('<script src="/_next/static/chunks/main.js" async=""></script><p class="lead"></p>');
    expect(["lead", "open", "menu-panel", "other"].map(page.classes)).toEqual([true, true, true, false]);
    expect(page.variables).toContain("--menu-height");
  });
});
