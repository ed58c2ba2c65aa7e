/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { MIN_COMPRESSED_BYTES, precompress } from "@/tools/pipeline/precompress.mjs";

const text = (seed: string) => `${seed} `.repeat(MIN_COMPRESSED_BYTES);

/** An export's folder with `files`, and a cache folder beside it. */
function exportWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return { dir, names: Object.keys(files) };
}

describe("precompress", () => {
  it("writes gzip and brotli copies of each text file that decode to it, and leaves the rest alone", async () => {
    const { dir, names } = exportWith({
      "index.html": text("<p>hello</p>"),
      "app.js": text("console.log(1);"),
      "tiny.css": "a{}",
      "font.woff2": text("binary"),
      "nginx.conf": text("server {}"),
    });
    expect(await precompress(dir, names)).toEqual({ compressed: 2, fromCache: 0 });
    for (const name of ["index.html", "app.js"]) {
      const body = readFileSync(join(dir, name));
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(body);
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(body);
    }
    for (const name of ["tiny.css", "font.woff2", "nginx.conf"]) {
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
    }
  });

  it("takes an unchanged file's copies from the cache, compresses a changed one, and keeps only what the last export used", async () => {
    const cacheDir = join(mkdtempSync(join(tmpdir(), "precompress-cache-")), "cache");
    const first = exportWith({ "app.js": text("shared();"), "index.html": text("<p>first</p>") });
    expect(await precompress(first.dir, first.names, { cacheDir })).toEqual({ compressed: 2, fromCache: 0 });
    expect(readdirSync(cacheDir)).toHaveLength(4);

    const second = exportWith({ "app.js": text("shared();"), "index.html": text("<p>second</p>") });
    expect(await precompress(second.dir, second.names, { cacheDir })).toEqual({
      compressed: 2,
      fromCache: 1,
    });
    for (const extension of ["gz", "br"]) {
      expect(readFileSync(join(second.dir, `app.js.${extension}`))).toEqual(
        readFileSync(join(first.dir, `app.js.${extension}`)),
      );
    }
    const page = readFileSync(join(second.dir, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(second.dir, "index.html.br")))).toEqual(page);
    // The first export's page is no longer kept: two files, two copies each.
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});
