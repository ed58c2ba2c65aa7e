import {
  BUILD_FILE_FOLDERS,
  IMMUTABLE,
  resourceHeaders,
  staticSecurityHeaders,
} from "@/lib/security-headers.mjs";
import { checkNginxConfig } from "@/tools/local/servers.mjs";
import { headerPolicy, headersFile, metaPolicy, nginxConfig } from "@/tools/pipeline/static-headers.mjs";

// 300 notes beside the site's pages, each with as many inline scripts as a page has: the generators' output
// must stay within the hosts' limits whatever the owner writes.
const hashes = (name: string) => Array.from({ length: 8 }, (_, i) => `sha256-${name}${i}${"A".repeat(36)}=`);
const notes = Array.from({ length: 300 }, (_, i) => `/notes/synthetic-note-number-${i}`);
const pages = {
  byPath: Object.fromEntries(["/", "/aboutme", ...notes].map((path) => [path, hashes(path)])),
  notFound: ["sha256-404="],
  languageNotFound: { "/es/404": ["sha256-es404="] },
};

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
  const text = headersFile();
  const file = rules(text);

  it("stays within Cloudflare Pages' limits: at most 100 rules, 2,000 characters a line", () => {
    expect(file.size).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split("\n").map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it("sends the full header set on every path, with a policy that restricts no script", () => {
    for (const { key, value } of staticSecurityHeaders) expect(file.get("/*")).toContain(`${key}: ${value}`);
    expect(file.get("/*")).toContain(`Content-Security-Policy: ${headerPolicy()}`);
    expect(headerPolicy()).toBe("frame-ancestors 'none'");
  });

  it("caches hashed build files for a year and types the feed and the extension-less images", () => {
    expect(file.get("/_next/static/*")).toEqual(["Cache-Control: public, max-age=31536000, immutable"]);
    expect(file.get("/notes/feed.xml")).toEqual(["Content-Type: application/atom+xml; charset=utf-8"]);
    for (const path of [
      "/apple-icon",
      "/opengraph-image",
      "/:p1/opengraph-image",
      "/:p1/:p2/opengraph-image",
    ])
      expect(file.get(path)).toEqual(["Content-Type: image/png"]);
  });
});

describe("a page's <meta> policy", () => {
  it("carries its own hashes and leaves out what only a header can say", () => {
    const policy = metaPolicy(pages.notFound);
    expect(policy).toContain("script-src 'self' 'sha256-404='");
    expect(policy).not.toContain("frame-ancestors");
  });
});

describe("nginx.conf", () => {
  const conf = nginxConfig(pages, { root: "/srv/site/out" });
  const blocks = [...conf.matchAll(/location [^{]+\{([^}]*)\}/g)].map((match) => match[1] ?? "");

  it("is valid for nginx with 300 notes", () => {
    const { ok, output } = checkNginxConfig(conf);
    expect(output).toMatch(/test is successful/);
    expect(ok).toBe(true);
  });

  // nginx drops the server's add_header lines in a block with its own: each block must carry all of them.
  it("repeats the full header set in every block that adds headers", () => {
    const withHeaders = blocks.filter((block) => block.includes("add_header"));
    const [documents, files] = [
      withHeaders.filter((block) => block.includes("Content-Security-Policy")),
      withHeaders.filter((block) => block.includes(`add_header Cache-Control "${IMMUTABLE}"`)),
    ];
    expect(documents.length).toBeGreaterThan(300);
    expect(documents.length + files.length).toBe(withHeaders.length);
    // The build's files and pictures: what a script or picture acts on, and no page policy.
    expect(files).toHaveLength(BUILD_FILE_FOLDERS.length);
    for (const block of files)
      expect(block.match(/add_header \S+/g)).toEqual(
        [...resourceHeaders.map(({ key }) => key), "Cache-Control"].map((key) => `add_header ${key}`),
      );
    for (const block of documents) {
      for (const { key } of staticSecurityHeaders) expect(block).toContain(`add_header ${key} `);
      expect(block).toContain("add_header Content-Security-Policy ");
    }
  });

  it("serves each page with exactly its own policy and unknown paths with the 404 page's", () => {
    const note = blocks.find((block) => block.includes(`rewrite ^ ${notes[7]}.html break;`));
    expect(note).toContain(`'${hashes(notes[7]!)[0]}'`);
    expect(note).not.toContain(`'${hashes(notes[8]!)[0]}'`);
    expect(note).not.toContain("'sha256-404='");
    expect(conf).toContain("error_page 404 /404.html;");
    // Another language's missing addresses: its own 404 page, with its own policy.
    const spanish = blocks.find((block) => block.includes("error_page 404 /es/404.html;"));
    expect(spanish).toContain("try_files $uri =404;");
    const spanishPage = conf.match(/location = \/es\/404\.html \{([^}]*)\}/)?.[1];
    expect(spanishPage).toContain("internal;");
    expect(spanishPage).toContain("'sha256-es404='");
    expect(conf).toMatch(/root \/srv\/site\/out;/);
    expect(conf).toContain("gzip_static on;");
  });
});
