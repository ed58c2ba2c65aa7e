import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cssForPage, inlineStylesheets, inlineStylesheetsOfBuild } from "@/tools/inline-css.mjs";

const HREF = "/_next/static/chunks/site.css";
const link = (href = HREF) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}<script src="/a.js" async=""></script></head><body><p>Hi</p></body></html>`;

describe("inlining the stylesheet into the HTML", () => {
  it("puts the CSS just before its link, and disables the link so it is not fetched", () => {
    const { html, inlined } = inlineStylesheets(page(link()), () => "body{color:red}");
    expect(inlined).toEqual([HREF]);
    expect(html).toBe(
      page(
        `<style>body{color:red}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`,
      ),
    );
  });

  it("makes relative url()s absolute, from where the stylesheet was, and leaves the others", () => {
    const css = [
      '@font-face{src:url(../media/inter.woff2)format("woff2")}',
      'a{background:url("./dot.svg")}',
      "b{background:url('/img/x.png')}",
      "i{background:url(data:image/svg+xml;utf8,x)}",
      "u{mask:url(#clip)}",
    ].join("");
    expect(cssForPage(css, HREF)).toBe(
      [
        '@font-face{src:url(/_next/static/media/inter.woff2)format("woff2")}',
        'a{background:url("/_next/static/chunks/dot.svg")}',
        "b{background:url('/img/x.png')}",
        "i{background:url(data:image/svg+xml;utf8,x)}",
        "u{mask:url(#clip)}",
      ].join(""),
    );
  });

  it("inlines each of several stylesheets in place, reading each once per page", () => {
    const read = jest.fn((href: string) => `/* ${href} */`);
    const { html, inlined } = inlineStylesheets(page(link("/a.css") + link("/b.css")), read);
    expect(inlined).toEqual(["/a.css", "/b.css"]);
    expect(html.indexOf("/* /a.css */")).toBeLessThan(html.indexOf("/* /b.css */"));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("leaves a page that links no stylesheet, or whose link is already disabled, as it was", () => {
    const done = inlineStylesheets(page(link()), () => "p{}").html;
    expect(inlineStylesheets(done, () => "p{}")).toEqual({ html: done, inlined: [] });
    expect(inlineStylesheets(page(""), () => "p{}")).toEqual({ html: page(""), inlined: [] });
  });

  it("refuses CSS that would end the <style> element early, naming the file", () => {
    expect(() => inlineStylesheets(page(link()), () => 'a::after{content:"</style>"}')).toThrow(
      `${HREF} contains "</style"`,
    );
  });
});

describe("inlining into a build's prerendered pages", () => {
  it("rewrites the pages the build has and drops Next.js's runtime copies of served pages", () => {
    const dir = mkdtempSync(join(tmpdir(), "inline-css-"));
    mkdirSync(join(dir, "server/app"), { recursive: true });
    mkdirSync(join(dir, "server/route-cache/APP_PAGE/x/$"), { recursive: true });
    mkdirSync(join(dir, "static/chunks"), { recursive: true });
    writeFileSync(join(dir, "static/chunks/site.css"), "h1{font-weight:800}");
    writeFileSync(join(dir, "server/app/index.html"), page(link()));
    writeFileSync(join(dir, "server/route-cache/APP_PAGE/x/$/index.html"), page(link()));

    expect(inlineStylesheetsOfBuild(dir)).toEqual({ pages: 1, stylesheets: [HREF] });
    expect(readFileSync(join(dir, "server/app/index.html"), "utf8")).toContain(
      "<style>h1{font-weight:800}</style>",
    );
    expect(existsSync(join(dir, "server/route-cache"))).toBe(false);
  });
});
