import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { prerenderedRoutes } from "@/lib/routes.mjs";
import { cssForPage, inlineStylesheets, inlineStylesheetsOfBuild } from "@/tools/pipeline/inline-css.mjs";
import { writeTree } from "./tree";

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
  /** A build as `next build` leaves it: every page, Vercel's 404 copy, the stylesheet, a runtime copy. */
  function build(pageOf: (file: string) => string = () => page(link())) {
    return writeTree({
      "server/pages/404.html": page(link()),
      "static/chunks/site.css": "h1{font-weight:800}",
      "server/route-cache/APP_PAGE/x/$/index.html": page(link()),
      ...Object.fromEntries(prerenderedRoutes.map(({ html }) => [`server/app/${html}`, pageOf(html)])),
    });
  }

  it("rewrites every prerendered page and drops Next.js's runtime copies of served pages", () => {
    const dir = build();
    const files = [...prerenderedRoutes.map(({ html }) => `app/${html}`), "pages/404.html"];
    expect(inlineStylesheetsOfBuild(dir)).toEqual({ pages: files.length, stylesheets: [HREF] });
    for (const file of files)
      expect(readFileSync(join(dir, "server", file), "utf8")).toContain("<style>h1{font-weight:800}</style>");
    expect(existsSync(join(dir, "server/route-cache"))).toBe(false);
    // Run again on its own output, it counts the pages as done and changes nothing.
    expect(inlineStylesheetsOfBuild(dir).pages).toBe(files.length);
  });

  it("fails, naming the assumption and the page, when a page links its stylesheet another way", () => {
    const other = prerenderedRoutes[1]!.html;
    const dir = build((file) =>
      file === other ? page(`<link href="${HREF}" rel="stylesheet"/>`) : page(link()),
    );
    expect(() => inlineStylesheetsOfBuild(dir)).toThrow(
      new RegExp(`broke the assumption "stylesheetLink".*No such link in app/${other.replace(".", "\\.")}`),
    );
  });

  it("fails, naming the page, when the build wrote no HTML for a prerendered route", () => {
    const dir = build();
    rmSync(join(dir, "server/app", prerenderedRoutes[0]!.html));
    expect(() => inlineStylesheetsOfBuild(dir)).toThrow(`broke the assumption "prerenderedHtml"`);
  });
});
