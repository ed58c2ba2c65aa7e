import { staticSecurityHeaders } from "@/lib/security-headers.mjs";
import { everyPathPolicy, headersFile, metaPolicy, nginxConfig } from "@/tools/pipeline/static-headers.mjs";

const pages = { byPath: { "/": ["sha256-home="], "/aboutme": ["sha256-about="] }, notFound: ["sha256-404="] };

/** `_headers` as rules: each unindented path line, with the header lines indented under it. */
function rules(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    if (line.startsWith("  ")) current.push(line.trim());
    else result.set(line, (current = []));
  }
  return result;
}

describe("_headers for Cloudflare Pages and Netlify", () => {
  const file = rules(headersFile(pages));

  it("sends the full header set on every path", () => {
    for (const { key, value } of staticSecurityHeaders) expect(file.get("/*")).toContain(`${key}: ${value}`);
  });

  // The hosts join a header that two matching rules set, and browsers enforce every joined policy.
  it("gives every path a policy that allows all pages' scripts, and each page its own narrower one", () => {
    const everywhere = file.get("/*")?.find((line) => line.startsWith("Content-Security-Policy: "));
    for (const hash of ["sha256-home=", "sha256-about=", "sha256-404="])
      expect(everywhere).toContain(`'${hash}'`);
    const home = file.get("/") ?? [];
    expect(home).toHaveLength(1);
    expect(home[0]).toContain("'sha256-home='");
    expect(home[0]).not.toContain("'sha256-about='");
    expect(file.get("/aboutme")?.[0]).toContain("'sha256-about='");
    expect(everyPathPolicy(pages)).toContain("'sha256-404='");
  });

  it("caches hashed build files for a year and types the extension-less images", () => {
    expect(file.get("/_next/static/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    expect(file.get("/apple-icon")).toEqual(["Content-Type: image/png"]);
  });
});

describe("the 404 page's <meta> policy", () => {
  it("carries its own hashes and leaves out what only a header can say", () => {
    const policy = metaPolicy(pages.notFound);
    expect(policy).toContain("'sha256-404='");
    expect(policy).not.toContain("frame-ancestors");
  });
});

describe("nginx.conf", () => {
  const conf = nginxConfig(pages, { root: "/srv/site/out" });
  const blocks = [...conf.matchAll(/location [^{]+\{([^}]*)\}/g)].map((match) => match[1] ?? "");

  // nginx drops the server's add_header lines in a block with its own: each block must carry all of them.
  it("repeats the full header set in every block that adds headers", () => {
    const withHeaders = blocks.filter((block) => block.includes("add_header"));
    expect(withHeaders.length).toBeGreaterThan(4);
    for (const block of withHeaders) {
      for (const { key } of staticSecurityHeaders) expect(block).toContain(`add_header ${key} `);
      expect(block).toContain("add_header Content-Security-Policy ");
    }
  });

  it("serves each page with exactly its own policy and unknown paths with the 404 page's", () => {
    const home = blocks.find((block) => block.includes("rewrite ^ /index.html break;"));
    expect(home).toContain("'sha256-home='");
    expect(home).not.toContain("'sha256-404='");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toMatch(/root \/srv\/site\/out;/);
    expect(conf).toContain("gzip_static on;");
  });
});
