import { languageNotFoundRoutes } from "@/lib/routes.mjs";
import { headScript } from "@/lib/theme-script.mjs";
import { hashesOfHtml, inlineScriptBodies, sha256Source } from "@/tools/pipeline/csp-hashes.mjs";
import {
  IMMUTABLE,
  contentSecurityPolicy,
  headerRules,
  resourceHeaders,
  staticSecurityHeaders,
} from "@/lib/security-headers.mjs";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc=", "sha256-def="] });

  it("allows scripts from the site and the given hashes only", () => {
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("locks down everything else", () => {
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(policy, "font-src")).toEqual(["'self'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "worker-src")).toEqual(["'self'"]);
  });

  // WebKit upgrades http://localhost under upgrade-insecure-requests (an owner's preview loses every style and
  // script) and logs an error for manifest-src; default-src 'self' covers the manifest.
  it("uses only directives every engine knows, and none that breaks a plain-http preview", () => {
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(policy).not.toContain("manifest-src");
  });

  it("relaxes only in development", () => {
    const dev = contentSecurityPolicy({ scriptHashes: [], dev: true });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
  });
});

describe("headerRules", () => {
  // Each other language's 404 page with a hash of its own, whatever the languages are.
  const rules = headerRules({
    "/": ["sha256-home="],
    "/aboutme": ["sha256-about="],
    "/_not-found": ["sha256-404="],
    ...Object.fromEntries(
      languageNotFoundRoutes.map(({ path, language }) => [path, [`sha256-${language}404=`]]),
    ),
  });

  const [documents, ...restRules] = rules;
  const languageRules = restRules.slice(0, languageNotFoundRoutes.length);
  const pageRules = restRules.slice(languageNotFoundRoutes.length);
  const documentRule = new RegExp(`^${documents!.source.replace(/^\/:path\*$/, "/.*")}$`);

  it("sends every document header and the 404 page's CSP on every path, pages override the CSP", () => {
    expect(documents!.source).toBe("/:path*");
    expect(documents!.headers).toEqual(
      expect.arrayContaining([...staticSecurityHeaders, ...resourceHeaders]),
    );
    expect(JSON.stringify(documents)).toContain("sha256-404=");
    expect(pageRules.map((rule) => rule.source)).toEqual([
      "/",
      "/aboutme",
      ...languageNotFoundRoutes.map(({ path }) => path),
      "/pictures/:file",
    ]);
    expect(rules.at(-1)?.headers).toEqual([{ key: "Cache-Control", value: IMMUTABLE }]);
    expect(JSON.stringify(pageRules[0])).toContain("sha256-home=");
  });

  it("gives every other address under a language's prefix its 404 page's CSP, before the pages' own", () => {
    expect(languageRules.map((rule) => rule.source)).toEqual(
      languageNotFoundRoutes.map(({ language }) => `/${language}/:path*`),
    );
    languageRules.forEach((rule, index) =>
      expect(JSON.stringify(rule)).toContain(`sha256-${languageNotFoundRoutes[index]?.language}404=`),
    );
  });

  it("covers every path, a build file or a picture too: a missing one is answered with the 404 page", () => {
    for (const path of [
      "/",
      "/aboutme",
      "/es/notes/x",
      "/sitemap.xml",
      "/nope",
      "/_next/static/chunks/a.js",
      "/pictures/a.avif",
    ])
      expect(path).toMatch(documentRule);
  });

  it("sets HSTS for two years with subdomains and preload", () => {
    const hsts = staticSecurityHeaders.find((header) => header.key === "Strict-Transport-Security");
    expect(hsts?.value).toBe("max-age=63072000; includeSubDomains; preload");
  });
});

describe("inline script hashes", () => {
  const payload = 'self.__next_f.push([1,"0:[]\\n"])';
  const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});';
  /** A page as Next writes it: the head script in <head>, `content` in <body>, Next's run closing <body>. */
  const page = (
    content: string,
    closing = `<script id="_R_">${bootstrap}</script><script src="/b.js" async=""></script><script>${payload}</script>`,
  ) =>
    `<!DOCTYPE html><html><head><script src="/a.js" async=""></script><script>${headScript}</script></head><body><main>${content}</main>${closing}</body></html>`;

  it("hashes the head script and Next's closing run, not scripts with src or data blocks", () => {
    const html = page('<script type="application/ld+json">{"a":1}</script><p>Words</p>');
    expect(inlineScriptBodies(html)).toEqual([headScript, bootstrap, payload]);
    expect(hashesOfHtml(html)).toEqual([headScript, bootstrap, payload].map(sha256Source));
  });

  it("refuses an inline script anywhere else, whatever its text looks like, naming the page", () => {
    for (const foreign of [
      "alert(1)",
      payload,
      bootstrap,
      'self.__next_f.push([1,"x"]);alert(1)//)',
      "(self.__next_f=self.__next_f||[]).push([0])",
    ])
      expect(() => hashesOfHtml(page(`<p>Words</p><script>${foreign}</script>`), "/notes/x")).toThrow(
        /^\/notes\/x carries an inline script the site does not emit, at character \d+/,
      );
    // A copy of React's bootstrap in the content is not the closing run's.
    expect(() => hashesOfHtml(page(`<script id="_R_">${bootstrap}</script><p>Words</p>`), "/x")).toThrow(
      /^\/x carries an inline script the site does not emit/,
    );
  });

  it("refuses a second or unknown script in <head>, and a closing run without one bootstrap", () => {
    const twoHeads = page("").replace("</head>", `<script>${payload}</script></head>`);
    expect(() => hashesOfHtml(twoHeads, "/y")).toThrow(/^\/y carries an inline script in <head>/);
    const twoBootstraps = page(
      "",
      `<script id="_R_">${bootstrap}</script><script id="_R_">alert(1)</script>`,
    );
    expect(() => hashesOfHtml(twoBootstraps, "/z")).toThrow(/has 2 bootstrap scripts/);
  });

  it("produces the base64 SHA-256 source CSP expects", () => {
    // echo -n 'alert(1)' | openssl sha256 -binary | base64
    expect(sha256Source("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });
});
