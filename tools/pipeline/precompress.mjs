// @ts-check
// The static export's compressed copies: beside each text file, `.gz` and `.br` at the highest levels, for
// nginx's gzip_static and brotli_static (a server then never compresses per request). Brotli at quality 11 is
// slow (about 5 CPU s for one export here), and the exports `npm test` builds one after another share most of
// their scripts, so each copy is also kept in a cache by the hash of what it compresses: an unchanged file is
// compressed once. The cache keeps only what the last export used, so it never grows past one export.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Files below this size are served as they are: the headers would outweigh the saving. */
export const MIN_COMPRESSED_BYTES = 256;
const TEXT_FILE = /\.(html|js|css|txt|xml|svg|webmanifest|json|ico)$/;

const encoders = {
  gz: (/** @type {Buffer} */ body) => promisify(gzip)(body, { level: 9 }),
  br: (/** @type {Buffer} */ body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};

/**
 * Writes `<file>.gz` and `<file>.br` beside each of `files` (paths relative to `dir`) that is text and worth
 * compressing. The encoders run on libuv's thread pool, so every core helps. With `cacheDir`, a copy made
 * for the same bytes before is taken from there.
 * @param {string} dir
 * @param {string[]} files
 * @param {{ cacheDir?: string }} [options]
 * @returns {Promise<{ compressed: number, fromCache: number }>} files compressed, and how many of them came
 *   from the cache
 */
export async function precompress(dir, files, { cacheDir } = {}) {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  /** @type {Set<string>} */
  const used = new Set();
  let fromCache = 0;
  const chosen = files.filter((file) => TEXT_FILE.test(file) && file !== "nginx.conf");
  const results = await Promise.all(
    chosen.map(async (file) => {
      const path = join(dir, file);
      const body = readFileSync(path);
      if (body.length < MIN_COMPRESSED_BYTES) return false;
      const key = createHash("sha256").update(body).digest("hex");
      let cached = true;
      for (const [extension, encode] of Object.entries(encoders)) {
        const name = `${key}.${extension}`;
        const kept = cacheDir ? join(cacheDir, name) : undefined;
        let copy;
        if (kept && existsSync(kept)) copy = readFileSync(kept);
        else {
          cached = false;
          copy = await encode(body);
          if (kept) writeFileSync(kept, copy);
        }
        used.add(name);
        writeFileSync(`${path}.${extension}`, copy);
      }
      if (cached && cacheDir) fromCache += 1;
      return true;
    }),
  );
  if (cacheDir) {
    for (const name of readdirSync(cacheDir)) {
      if (!used.has(name) && statSync(join(cacheDir, name)).isFile()) rmSync(join(cacheDir, name));
    }
  }
  return { compressed: results.filter(Boolean).length, fromCache };
}
