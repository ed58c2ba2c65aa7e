// The site as every host serves it: `next start` (the baseURL), Vercel's Build Output read as the platform
// serves it (tools/pipeline/next-output.mjs), and the static export on nginx with its nginx.conf and on
// Cloudflare's runtime with its _headers. Each answers every route with next start's status, the security
// headers and policies for exactly the page's scripts; in a browser, every piece wakes with no CSP violation.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectSecureAnswer, servedPaths, visitEveryPiece, watchPage } from "./helpers";
import { FEED_PATH, PICTURES_PATH, languageOfPath, notePath, pagePaths, pathIn } from "../../lib/routes.mjs";
import { localeIn } from "@/lib/content";
import { resourceHeaders, staticSecurityHeaders } from "@/lib/security-headers.mjs";
import { otherLanguages } from "@/lib/languages";
import { loadNotes } from "../../lib/notes/read.mjs";
import { FORMAT_TYPES, isRaster, pictureUrl, variantsOf } from "../../lib/notes/pictures.mjs";
import { headingLevels, jsonLdBlocks, textOf } from "./html";
import { listenOnFreePort, listenerIsInGroup } from "../../tools/local/ports.mjs";
import {
  OUT as OUT_DIR,
  exportIsBuilt,
  startNginx,
  startWrangler,
  type StaticServer,
} from "../../tools/local/servers.mjs";
import {
  VERCEL_OUTPUT,
  readVercelConfig,
  vercelHeadersFor,
  vercelServedFile,
} from "../harness/vercel-output.mjs";

const notes = loadNotes();
/** Every file the notes' pictures are served as: each size and format made, a drawing as it is. */
const pictureFiles = notes.flatMap((note) =>
  note.images.flatMap((image) =>
    isRaster(image)
      ? variantsOf(image).map((variant) => ({
          path: pictureUrl(variant),
          type: FORMAT_TYPES[variant.format],
        }))
      : [{ path: `${notePath(note.slug)}/${image.file}`, type: image.type }],
  ),
);
const MADE_AT_BUILD = new RegExp(`^${PICTURES_PATH}/`);

type Answer = { status: number; headers: Record<string, string>; body: string };
const paths = [
  ...servedPaths,
  "/aboutme/deeper/still",
  "/services/no-such-service",
  "/services",
  "/notes/no-such-note",
  ...otherLanguages.map(({ code }) => pathIn(code, "/services/no-such-service")),
  ...notes.slice(0, 1).map((note) => `${notePath(note.slug)}/no-such-image.png`),
  `${PICTURES_PATH}/no-such-picture-828.0123456789abcdef.avif`,
];

async function get(request: APIRequestContext, url: string): Promise<Answer> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Vercel's answer, from its Build Output: the file that answers the path and the headers its routes give. */
function vercelAnswer(path: string): Answer {
  const { file, status, hit } = vercelServedFile(path);
  const headers = vercelHeadersFor(readVercelConfig().routes, path, hit);
  return { status, headers, body: readFileSync(file, "utf8") };
}

/** What a page says and links to, and its structured data: the parts that must match `next start`. */
function substance(html: string) {
  const links = [...new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]))].sort();
  const head = [
    ...html.matchAll(/<(?:title|meta (?:name|property)="[^"]+" content="[^"]*"|link rel="canonical"[^>]*)>/g),
  ]
    .map((m) => m[0])
    .sort();
  return { jsonLd: jsonLdBlocks(html).map((block) => block.data), links, text: textOf(html), head };
}

const hosts = [
  { name: "next start", start: async () => ({ origin: "", stop: () => {} }) },
  // Read from its files as the platform serves them; its policies must be next start's, from the same build.
  { name: "Vercel's Build Output", vercel: true },
  // nginx serves the copies the build compressed beside each file (tools/pipeline/precompress.mjs).
  { name: "the export on nginx", start: startNginx, exported: true, precompressed: true },
  // wrangler's local asset server answers 502 to a NUL byte in a path, an over-long name and `/_headers`, from
  // Node's fs; the hosted Pages serves from Cloudflare's store, and compresses at its edge.
  {
    name: "the export on Cloudflare Pages (wrangler)",
    start: startWrangler,
    exported: true,
    localFileQuirks: true,
    // Netlify reads the same file and refuses Cloudflare's "! Header" (taking a wider rule's header off a path).
    sharedHeadersFile: true,
  },
];

for (const host of hosts) {
  test.describe(host.name, () => {
    test.describe.configure({ mode: "serial" });
    let server: Pick<StaticServer, "origin" | "stop"> & Partial<StaticServer>;

    test.beforeAll(async () => {
      if (host.exported && !exportIsBuilt()) throw new Error("no out/: run `npm run build:static` first");
      if (host.vercel && !existsSync(`${VERCEL_OUTPUT}/config.json`))
        throw new Error(`no ${VERCEL_OUTPUT}: run \`npm run build:vercel\` first (npm test does)`);
      test.setTimeout(90_000);
      if (host.start) server = await host.start();
    });
    test.afterAll(() => server?.stop());

    test("every route answers with its status, one h1 and no skipped heading, the security headers and its policy", async ({
      request,
    }) => {
      for (const path of paths) {
        const answer = host.vercel ? vercelAnswer(path) : await get(request, `${server.origin}${path}`);
        expect(answer.status, path).toBe(pagePaths.includes(path) ? 200 : 404);
        if (!host.vercel) expect(answer.headers["content-type"], path).toBe("text/html; charset=utf-8");
        expect(answer.headers["x-powered-by"], path).toBeUndefined();
        if (host.vercel)
          expect(answer.headers["content-security-policy"], path).toBe(
            (await get(request, path)).headers["content-security-policy"],
          );
        expectSecureAnswer(path, answer.headers, answer.body);
        const levels = headingLevels(answer.body);
        const skipped = levels.some((level, index) => level - (levels[index - 1] ?? 0) > 1);
        expect([levels.filter((level) => level === 1).length, skipped], `${path}: ${levels}`).toEqual([
          1,
          false,
        ]);
        if (answer.status === 404) {
          const { content } = await localeIn(languageOfPath(path));
          expect(textOf(answer.body), path).toContain(content.errors.notFoundPage.title);
        }
      }
    });

    test("a missing build file is answered with the document headers", async ({ request }) => {
      const path = "/_next/static/chunks/no-such-chunk.js";
      const answer = host.vercel ? vercelAnswer(path) : await get(request, `${server.origin}${path}`);
      expect(answer.status, path).toBe(404);
      for (const { key, value } of staticSecurityHeaders)
        expect(answer.headers[key.toLowerCase()], `${path}: ${key}`).toBe(value);
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    });

    if (!host.sharedHeadersFile)
      test("the build's files (start-up chunks, pictures) carry nosniff and CORP", async ({ request }) => {
        const answerOf = async (path: string) =>
          host.vercel ? vercelAnswer(path) : await get(request, `${server.origin}${path}`);
        const chunks = [
          ...(await answerOf("/")).body.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+)"/g),
        ];
        const files = [chunks[0]?.[1], pictureFiles.find(({ path }) => MADE_AT_BUILD.test(path))?.path];
        for (const file of files) {
          expect(file, "a start-up chunk and a picture made at build").toBeDefined();
          const { status, headers } = await answerOf(file!);
          expect(status, file).toBe(200);
          for (const { key, value } of resourceHeaders) expect(headers[key.toLowerCase()], file).toBe(value);
        }
      });

    if (host.start)
      test("in the browser: every piece of the site wakes, with no CSP violation and no request beyond it", async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const { violations, foreign } = await watchPage(page);
        await visitEveryPiece(page, server.origin);
        expect([violations, foreign]).toEqual([[], []]);
      });

    // Vercel serves the pages `npm run build` wrote, whose inlined stylesheet inline-css.spec.ts checks.
    if (host.vercel)
      test("every page's start-up chunks and pictures are cached for good", () => {
        const { routes } = readVercelConfig();
        for (const path of servedPaths) {
          const { body: html } = vercelAnswer(path);
          const chunks = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g)].map(
            (m) => m[1]!,
          );
          expect(chunks.length, `${path}: start-up chunks`).toBeGreaterThan(0);
          const pictures = [...html.matchAll(/ (?:src|srcSet)="([^"]+)"/g)]
            .flatMap((m) => m[1]!.split(", ").map((candidate) => candidate.split(" ")[0]!))
            .filter((src) => MADE_AT_BUILD.test(src));
          for (const chunk of [...chunks, ...pictures]) {
            expect(vercelServedFile(chunk).status, `${path}: ${chunk}`).toBe(200);
            const cacheControl = vercelHeadersFor(routes, chunk, true)["cache-control"];
            expect(cacheControl, `${path}: ${chunk}`).toMatch(/\bimmutable\b/);
            const maxAge = Number(cacheControl?.match(/max-age=(\d+)/)?.[1]);
            expect(maxAge, `${path}: ${chunk}`).toBeGreaterThanOrEqual(365 * 24 * 3600);
          }
        }
      });

    if (host.start)
      test("every metadata file answers with its type and the words next start has", async ({ request }) => {
        const types: Record<string, RegExp> = {
          "/sitemap.xml": /xml/,
          "/robots.txt": /^text\/plain/,
          "/manifest.webmanifest": /^application\/manifest\+json/,
          "/icon.svg": /^image\/svg\+xml/,
          "/chat-qr.svg": /^image\/svg\+xml/,
          "/apple-icon": /^image\/png$/,
          "/favicon.ico": /^image\/(x-icon|vnd\.microsoft\.icon)/,
          ...Object.fromEntries(
            pagePaths.map((path) => [`${path.replace(/\/$/, "")}/opengraph-image`, /^image\/png$/]),
          ),
          "/llms.txt": /^text\/plain/,
          "/llms-full.txt": /^text\/plain/,
          [FEED_PATH]: /^application\/atom\+xml/,
          ...Object.fromEntries(
            pictureFiles.map(({ path, type }) => [path, new RegExp(`^${type.replace(/[+.]/g, "\\$&")}$`)]),
          ),
          "/.well-known/security.txt": /^text\/plain/,
        };
        for (const [path, type] of Object.entries(types)) {
          const response = await request.get(`${server.origin}${path}`);
          expect(response.status(), path).toBe(200);
          expect(response.headers()["content-type"], path).toMatch(type);
          if (MADE_AT_BUILD.test(path))
            expect(response.headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
          const fromNext = await request.get(path);
          if (/text|xml|json/.test(response.headers()["content-type"] ?? "") && !path.includes("security")) {
            // The sitemap dates each page by its build; the two builds ran minutes apart.
            const same = (text: string) => text.replace(/<lastmod>[^<]*<\/lastmod>/g, "<lastmod/>");
            expect(same(await response.text()), `${path} as next start has it`).toBe(
              same(await fromNext.text()),
            );
          }
        }
      });

    if (!host.exported) return;

    test("redirects and caching match what a visitor and a crawler expect", async ({ request }) => {
      for (const path of ["/aboutme/", "/aboutme.html"]) {
        const { status, headers } = await get(request, `${server.origin}${path}`);
        expect([301, 308], path).toContain(status);
        expect(new URL(headers.location ?? "", server.origin).pathname).toBe("/aboutme");
      }
      const html = await (await request.get(`${server.origin}/`)).text();
      const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
      expect(script).toBeDefined();
      const asset = await request.get(`${server.origin}${script}`);
      expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await request.get(`${server.origin}/`);
      expect(page.headers()["cache-control"]).toMatch(/max-age=0, must-revalidate/);
    });

    if (host.precompressed)
      test("pages and scripts are sent as the build compressed them, brotli or gzip as the browser asks", async ({
        request,
      }) => {
        const index = await get(request, `${server.origin}/`);
        const script = index.body.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1] ?? "";
        expect(script, "a start-up script in index.html").not.toBe("");
        for (const [path, file] of [
          ["/", "index.html"],
          ["/aboutme", "aboutme.html"],
          [script, script.slice(1)],
        ] as const) {
          const plain = await request.get(`${server.origin}${path}`, {
            headers: { "accept-encoding": "identity" },
          });
          expect(plain.status(), path).toBe(200);
          expect(plain.headers()["content-encoding"], path).toBeUndefined();
          // Each answer depends on what was asked: a shared cache must not give one client's encoding to another.
          expect(plain.headers()["vary"], path).toMatch(/accept-encoding/i);
          for (const [asked, extension] of [
            ["br", "br"],
            ["gzip", "gz"],
          ] as const) {
            const response = await request.get(`${server.origin}${path}`, {
              headers: { "accept-encoding": asked },
            });
            const copy = join(OUT_DIR, `${file}.${extension}`);
            const encoding = response.headers()["content-encoding"];
            // CI once saw /aboutme sent as it is to `br`: should it recur, say what answered and what nginx logged.
            const why = `${path} ${asked}: ${response.status()} ${JSON.stringify(response.headers())}\n${server.log?.()}`;
            expect(response.status(), why).toBe(200);
            expect(encoding, why).toBe(asked);
            expect(response.headers()["vary"], `${path} ${asked}`).toMatch(/accept-encoding/i);
            // The file the build wrote, not one compressed as it was asked for.
            expect(Number(response.headers()["content-length"]), `${path} ${asked}`).toBe(
              statSync(copy).size,
            );
            expect(await response.body(), `${path} ${asked}`).toEqual(await plain.body());
          }
        }
      });

    test("the pages say, link and mark up exactly what next start serves", async ({ request }) => {
      for (const path of servedPaths) {
        const exported = substance((await get(request, `${server.origin}${path}`)).body);
        const served = substance((await get(request, path)).body);
        expect(exported.text, path).toBe(served.text);
        expect(exported.links, path).toEqual(served.links);
        expect(exported.jsonLd, path).toEqual(served.jsonLd);
        expect(exported.head, path).toEqual(served.head);
      }
    });

    test("hostile paths get a 4xx: no 5xx, no listing, nothing outside the folder", async ({ request }) => {
      const paths = [
        "/../../etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/_next/",
        "/_next/static/",
        "/_next/static/chunks/",
        "/.well-known/",
        "/aboutme/..%00/",
        "/%00",
        "/index.html%00.txt",
        "/_headers",
        `/${"a".repeat(3000)}`,
        "/aboutme?<script>alert(1)</script>",
        "/%ff%fe",
        "//etc/passwd",
        "/\\..\\..\\etc\\passwd",
      ];
      const quirky = (path: string) => path.includes("%00") || path === "/_headers" || path.length > 255;
      for (const path of paths.filter((p) => !host.localFileQuirks || !quirky(p))) {
        const response = await request.fetch(`${server.origin}${path}`, { maxRedirects: 0 });
        const status = response.status();
        const body = await response.text();
        expect(status, path).toBeLessThan(500);
        expect(body, path).not.toMatch(/root:x:0:0|Index of \/|<title>Directory/);
        if (status < 300) expect(path, `${path} answered ${status}`).toMatch(/^\/aboutme\?/);
      }
    });
  });
}

test.describe("a server's port", () => {
  // Another worker may start its server on a port between the system freeing it and nginx listening on it:
  // the server that answers must then not pass for this one (it once served the wrong export to a test).
  let squatter: Server;
  let port: number;
  test.beforeAll(async () => {
    if (!exportIsBuilt()) throw new Error("no out/: run `npm run build:static` first (npm test does)");
    squatter = createServer((_request, response) => response.end("another process's server"));
    port = await listenOnFreePort(squatter);
  });
  test.afterAll(() => squatter?.close());

  test("nginx told a port that another process answers on fails and says so, rather than counting that answer as its own", async () => {
    await expect(startNginx(port)).rejects.toThrow(`port ${port} was taken by another process`);
    expect(await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text()).toBe(
      "another process's server",
    );
  });

  test("nginx given no port starts on one the system picks and is the process answering there", async ({
    request,
  }) => {
    const server = await startNginx();
    try {
      const served = Number(new URL(server.origin).port);
      expect(listenerIsInGroup(served, server.pid!)).toBe(true);
      expect((await request.get(`${server.origin}/robots.txt`)).status()).toBe(200);
    } finally {
      server.stop();
    }
  });
});
