import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { NEXT_ASIDE, dropInterruptedExport } from "@/tools/pipeline/next-output.mjs";
import { REQUIRED_FILES } from "@/tools/pipeline/static-headers.mjs";

const BUILD_STATIC = resolve("tools/pipeline/build-static.mjs");
const STYLESHEET = "/_next/static/chunks/site.css";
/** A page as Next.js writes it: its stylesheet linked, React's bootstrap and payload closing <body>. */
const page = (payload: string, link = `<link rel="stylesheet" href="${STYLESHEET}"/>`) =>
  `<!DOCTYPE html><html><head>${link}</head><body><main></main><script id="_R_">boot()</script><script>self.__next_f.push([1,"${payload}"])</script></body></html>`;

/** `npm run build:static` with a stand-in `next build` writing `files`, over an old, deployable-looking out/. */
function buildWith(
  files: Record<string, string>,
  exitCode = 0,
  strict = false,
  dir = mkdtempSync(join(tmpdir(), "build-static-")),
) {
  mkdirSync(join(dir, "out"), { recursive: true });
  writeFileSync(join(dir, "out/index.html"), page("old"));
  // The site's notes, which lib/notes.mjs reads from the folder a build runs in, as the test process knows them.
  if (!existsSync(join(dir, "content"))) symlinkSync(resolve("content"), join(dir, "content"));
  // The `npm run build` output that next start serves, with its own cache; next build would work in .next as well.
  mkdirSync(join(dir, ".next/cache"), { recursive: true });
  writeFileSync(join(dir, ".next/BUILD_ID"), "served");
  writeFileSync(join(dir, ".next/cache/builds"), "served");
  const fakeNext = join(dir, "fake-next.mjs");
  // Like Turbopack, it reads and extends the cache it finds in .next/cache (here: the builds it has seen).
  writeFileSync(
    fakeNext,
    `#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
const files = ${JSON.stringify(files)};
mkdirSync(".next/cache", { recursive: true });
writeFileSync(".next/BUILD_ID", "export");
const seen = existsSync(".next/cache/builds") ? readFileSync(".next/cache/builds", "utf8") : "";
writeFileSync(".next/cache/builds", seen + "export;");
for (const [name, body] of Object.entries(files)) {
  const path = join(process.env.STATIC_EXPORT_DIR, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}
process.exit(${exitCode});
`,
  );
  chmodSync(fakeNext, 0o755);
  const result = spawnSync("node", [BUILD_STATIC], {
    cwd: dir,
    env: { ...process.env, NEXT_BIN: fakeNext, NEXT_OUTPUT_STRICT: strict ? "1" : "" },
    encoding: "utf8",
  });
  return { dir, status: result.status, output: result.stdout + result.stderr };
}

const complete = (): Record<string, string> => ({
  ...Object.fromEntries(REQUIRED_FILES.map((file) => [file, file.endsWith(".html") ? page(file) : "x"])),
  [STYLESHEET.slice(1)]: "h1{font-weight:800}",
});

describe("npm run build:static", () => {
  it("writes out/ with _headers and nginx.conf when the export is complete", () => {
    const { dir, status, output } = buildWith(complete());
    expect(output).toContain("out/_headers");
    expect(status).toBe(0);
    expect(existsSync(join(dir, "out/_headers"))).toBe(true);
    expect(existsSync(join(dir, "out/nginx.conf"))).toBe(true);
  });

  it("leaves the next start build in .next as it found it, whether the export works or not", () => {
    for (const exitCode of [0, 3]) {
      const { dir } = buildWith(complete(), exitCode);
      expect(readFileSync(join(dir, ".next/BUILD_ID"), "utf8")).toBe("served");
      expect(existsSync(join(dir, ".next-aside"))).toBe(false);
    }
  });

  it("puts back what a killed export left aside only when no `npm run build` came after it", () => {
    const killedExport = () => {
      const dir = mkdtempSync(join(tmpdir(), "build-static-"));
      mkdirSync(join(dir, NEXT_ASIDE));
      writeFileSync(join(dir, NEXT_ASIDE, "BUILD_ID"), "older");
      return dir;
    };
    // Exported again straight away: .next is the killed export's half-built one; the aside build comes back.
    const again = buildWith(complete(), 0, false, killedExport());
    expect(readFileSync(join(again.dir, ".next/BUILD_ID"), "utf8")).toBe("older");
    // `npm run build` first (it drops the aside), then an export: the newer build stays.
    const rebuilt = killedExport();
    expect(dropInterruptedExport(rebuilt)).toBe(true);
    const after = buildWith(complete(), 0, false, rebuilt);
    expect(readFileSync(join(after.dir, ".next/BUILD_ID"), "utf8")).toBe("served");
    expect(existsSync(join(after.dir, NEXT_ASIDE))).toBe(false);
  });

  it("keeps the export's cache for the next export, apart from the next start build's", () => {
    const first = buildWith(complete());
    expect(readFileSync(join(first.dir, ".next/cache/export/builds"), "utf8")).toBe("export;");
    // A failed export still leaves what it cached; the next one starts from it.
    buildWith(complete(), 3, false, first.dir);
    buildWith(complete(), 0, false, first.dir);
    expect(readFileSync(join(first.dir, ".next/cache/export/builds"), "utf8")).toBe("export;export;export;");
    expect(readFileSync(join(first.dir, ".next/cache/builds"), "utf8")).toBe("served");
    expect(readFileSync(join(first.dir, ".next/BUILD_ID"), "utf8")).toBe("served");
  });

  it("stops, naming the missing page, and leaves no out/ behind", () => {
    const files = complete();
    delete files["404.html"];
    const { dir, status, output } = buildWith(files);
    expect(status).toBe(1);
    expect(output).toContain("the export is missing /404.html");
    expect(existsSync(join(dir, "out"))).toBe(false);
    expect(existsSync(join(dir, ".out-partial"))).toBe(false);
  });

  it("stops on a page whose scripts no header rule covers, naming it", () => {
    const { dir, status, output } = buildWith({ ...complete(), "pricing.html": page("1") });
    expect(status).toBe(1);
    expect(output).toContain("pricing.html is a page the headers do not know");
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  it("inlines the stylesheet into every page, and stops, naming the assumption, when Next links it another way", () => {
    const built = buildWith(complete());
    expect(readFileSync(join(built.dir, "out/index.html"), "utf8")).toContain(
      "<style>h1{font-weight:800}</style>",
    );
    // An upgrade rehearsal: the same export from a Next.js that writes its links with the attributes swapped.
    const files = complete();
    files["index.html"] = page("index", `<link href="${STYLESHEET}" rel="stylesheet"/>`);
    const { dir, status, output } = buildWith(files);
    expect(status).toBe(1);
    expect(output).toMatch(/Next\.js \S+ broke the assumption "stylesheetLink"/);
    expect(output).toContain("No such link in index.html");
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  it("warns on a page without the React payload it measures, and stops on it under npm test", () => {
    const files = complete();
    files["index.html"] = files["index.html"]!.replace(
      /<script>self\.__next_f\.push\(\[1,"[^"]*"\]\)<\/script>/,
      "",
    );
    const deploy = buildWith(files);
    expect(deploy.status).toBe(0);
    expect(deploy.output).toMatch(/⚠ Next\.js \S+ broke the assumption "flightScripts".*index\.html/);
    const strict = buildWith(files, 0, true);
    expect(strict.status).toBe(1);
    expect(strict.output).toMatch(/✖ Next\.js \S+ broke the assumption "flightScripts"/);
    expect(existsSync(join(strict.dir, "out"))).toBe(false);
  });

  it("stops on a page with a script the site does not emit, naming it, and leaves no out/ behind", () => {
    const files = complete();
    // Shaped like Next's own payload, but in the page's content rather than where Next writes its scripts.
    files["index.html"] = files["index.html"]!.replace(
      "<main></main>",
      '<main><script>self.__next_f.push([1,"x"])</script></main>',
    );
    const { dir, status, output } = buildWith(files);
    expect(status).toBe(1);
    expect(output).toMatch(
      /index\.html carries an inline script the site does not emit, at character \d+, .*: "self\.__next_f\.push\(\[1,\\"x\\"\]\)"/,
    );
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  it("stops when next build fails, and leaves no out/ behind", () => {
    const { dir, status, output } = buildWith(complete(), 3);
    expect(status).toBe(1);
    expect(output).toContain("next build failed");
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
});
