import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { siteStylesheet } from "../../bench/floor.mjs";

describe("the styled floor's stylesheet (bench/floor.mjs)", () => {
  let site: string;
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), "floor-"));
    mkdirSync(join(site, ".next/server/app"), { recursive: true });
    mkdirSync(join(site, ".next/static/chunks"), { recursive: true });
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("is the stylesheets the home page links, without the web font's @font-face", () => {
    writeFileSync(
      join(site, ".next/server/app/index.html"),
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></head>',
    );
    writeFileSync(
      join(site, ".next/static/chunks/a.css"),
      '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2")}.btn{color:red}',
    );
    writeFileSync(
      join(site, ".next/static/chunks/b.css"),
      "@font-face{font-family:Inter Fallback;src:local(Arial)}.card{padding:1rem}",
    );
    const css = siteStylesheet(site);
    expect(css).not.toContain("url(");
    expect(css).toContain(".btn{color:red}");
    expect(css).toContain("@font-face{font-family:Inter Fallback;src:local(Arial)}");
    expect(css).toContain(".card{padding:1rem}");
  });

  it("says to build the site first when its home page links no stylesheet", () => {
    writeFileSync(join(site, ".next/server/app/index.html"), "<head></head>");
    expect(() => siteStylesheet(site)).toThrow(/build it before the floor/);
  });
});
