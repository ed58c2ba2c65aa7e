import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pageRoutes, routes } from "../../lib/routes.mjs";
import { writeTree } from "../../tools/pipeline/tests/tree";
import { DOCUMENT_PATHS, staticSecurityHeaders } from "../../lib/security-headers.mjs";
import {
  FLOOR_HEADER_RULES,
  finishFloorBuild,
  floorNextConfig,
  headersNotAsSite,
  siteMarkup,
  siteStylesheet,
} from "../floor.mjs";

describe("the content floor's stylesheet (bench/floor.mjs)", () => {
  it("is the stylesheets the home page links, without the web font's @font-face", () => {
    const site = writeTree({
      ".next/server/app/index.html":
        '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></head>',
      ".next/static/chunks/a.css":
        '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}.btn{color:red}',
      ".next/static/chunks/b.css":
        "@font-face{font-family:Inter Fallback;src:local(Arial)}.card{padding:1rem}",
    });
    const css = siteStylesheet(site);
    expect(css).not.toContain("url(");
    expect(css).toContain(".btn{color:red}");
    expect(css).toContain("@font-face{font-family:Inter Fallback;src:local(Arial)}");
    expect(css).toContain(".card{padding:1rem}");
  });

  it("says to build the site first when its home page links no stylesheet", () => {
    const site = writeTree({ ".next/server/app/index.html": "<head></head>" });
    expect(() => siteStylesheet(site)).toThrow(/build it before the floor/);
  });
});

describe("the floor's copy of the site's markup (bench/floor.mjs)", () => {
  const page = (body: string, head = "") =>
    siteMarkup(
      writeTree({
        ".next/server/app/index.html": `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`,
      }),
    );

  it("gives each element its React props: class, for, tabindex, style, boolean and SVG attributes", () => {
    expect(
      page(
        '<main id="main" tabindex="-1" class="outline-none" style="animation-delay: 0.2s; --tone: red">' +
          '<label for="q" hidden>Q</label><svg viewBox="0 0 24 24" stroke-width="2" aria-hidden="true"><path d="M0 0"/></svg></main>',
      ),
    ).toEqual([
      {
        t: "main",
        p: {
          id: "main",
          tabIndex: "-1",
          className: "outline-none",
          style: { animationDelay: "0.2s", "--tone": "red" },
        },
        c: [
          { t: "label", p: { htmlFor: "q", hidden: true }, c: ["Q"] },
          {
            t: "svg",
            p: { viewBox: "0 0 24 24", strokeWidth: "2", "aria-hidden": "true" },
            c: [{ t: "path", p: { d: "M0 0" }, c: [] }],
          },
        ],
      },
    ]);
  });

  it("leaves out the framework's scripts but keeps the page's structured data", () => {
    const markup = page(
      '<p>Hi<!-- --> there</p><script>self.__next_f.push([1,""])</script>' +
        '<script type="application/ld+json">{"@type":"Person"}</script><link rel="preload" href="/a.js"/>',
    );
    expect(markup).toEqual([
      { t: "p", p: {}, c: ["Hi", " there"] },
      {
        t: "script",
        p: { type: "application/ld+json", dangerouslySetInnerHTML: { __html: '{"@type":"Person"}' } },
        c: [],
      },
    ]);
  });

  it("keeps the render-blocking link React hoisted into the head, and no other head element", () => {
    const head =
      '<meta charSet="utf-8"/><link rel="preload" href="/font.woff2" as="font"/>' +
      '<link rel="expect" href="#hero-end" blocking="render"/><title>Site</title>';
    expect(page('<section><div id="hero-end" hidden></div></section>', head)).toEqual([
      { t: "link", p: { rel: "expect", href: "#hero-end", blocking: "render" }, c: [] },
      { t: "section", p: {}, c: [{ t: "div", p: { id: "hero-end", hidden: true }, c: [] }] },
    ]);
  });

  it("turns the comments React writes around an <Activity> boundary back into one", () => {
    expect(
      page(
        "<main><h1>Top</h1><!--&--><section>One</section><!--/&--><!--&--><footer>End</footer><!--/&--></main>",
      ),
    ).toEqual([
      {
        t: "main",
        p: {},
        c: [
          { t: "h1", p: {}, c: ["Top"] },
          { a: [{ t: "section", p: {}, c: ["One"] }] },
          { a: [{ t: "footer", p: {}, c: ["End"] }] },
        ],
      },
    ]);
  });

  it("says to build the site first when the page is missing", () => {
    expect(() => siteMarkup(writeTree({}))).toThrow(/build the site before the floor/);
  });
});

describe("the content floor's build, finished by the site's pipeline steps (bench/floor.mjs)", () => {
  const html =
    '<html><head><link rel="stylesheet" href="/_next/static/chunks/f.css"/></head><body>x</body></html>';
  const floorWith = (files: string[]) =>
    writeTree({
      ".next/static/chunks/f.css": "h1{color:red}",
      ...Object.fromEntries(files.map((file) => [`.next/server/app/${file}`, html])),
    });

  it("inlines the stylesheet into each of its pages, the 404 page too", () => {
    const files = [...pageRoutes, routes.notFound].map((route) => route.html);
    const floor = floorWith(files);
    finishFloorBuild(floor, { content: true });
    for (const file of files)
      expect(readFileSync(join(floor, ".next/server/app", file), "utf8")).toContain(
        "<style>h1{color:red}</style>",
      );
  });

  it("names the page its build is missing", () => {
    expect(() => finishFloorBuild(floorWith(["_not-found.html"]), { content: true })).toThrow(
      /index\.html, aboutme\.html, .* not found/,
    );
  });
});

describe("the floors' headers (bench/floor.mjs)", () => {
  /** Headers as fetch gives them (names in any case), here the site's. */
  const asSite = () => {
    const sent = new Map(staticSecurityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
    return {
      get: (name: string) => sent.get(name.toLowerCase()) ?? null,
      delete: (name: string) => sent.delete(name.toLowerCase()),
      set: (name: string, value: string) => sent.set(name.toLowerCase(), value),
    };
  };

  it("are the site's, every one but its policy, on every path", () => {
    expect(FLOOR_HEADER_RULES).toEqual([{ source: DOCUMENT_PATHS, headers: staticSecurityHeaders }]);
    expect(staticSecurityHeaders.map(({ key }) => key)).toContain("Cross-Origin-Opener-Policy");
    expect(JSON.stringify(FLOOR_HEADER_RULES)).not.toContain("Content-Security-Policy");
    expect(floorNextConfig()).toContain(JSON.stringify(FLOOR_HEADER_RULES));
  });

  it("name what a response lacks or sends otherwise, and nothing when it is served as the site is", () => {
    expect(headersNotAsSite(asSite())).toEqual([]);
    const without = asSite();
    without.delete("Cross-Origin-Opener-Policy");
    expect(headersNotAsSite(without)).toEqual(["Cross-Origin-Opener-Policy: same-origin"]);
    const other = asSite();
    other.set("X-Frame-Options", "SAMEORIGIN");
    expect(headersNotAsSite(other)).toEqual(["X-Frame-Options: DENY"]);
  });
});
