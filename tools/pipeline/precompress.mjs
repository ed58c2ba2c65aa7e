// @ts-check
// `.gz` and `.br` beside each text file of the export, at the highest levels, for nginx's gzip_static and
// brotli_static. Brotli 11 costs about 5 CPU s an export, so copies are cached by the hash of what they
// compress; the cache keeps only what the last export used.
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
 * Compresses each of `files` (relative to `dir`) worth it, on libuv's thread pool, taking cached copies.
 * @param {string} dir @param {string[]} files
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
