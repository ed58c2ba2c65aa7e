import { demotedMarkdown, markdownText } from "@/lib/notes/markdown.mjs";
import { expect, test } from "@playwright/test";
import { englishContent, servicePageOf } from "@/lib/content";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { siteConfig } from "@/lib/site-config";
import { absoluteUrl } from "@/lib/site-metadata";
import { languages } from "@/content/languages.mjs";
import {
  FEED_ENTRIES,
  FEED_PATH,
  alternatesOf,
  defaultLanguageCode,
  notePath,
  notesIn,
  pagePaths,
  pathIn,
  servicePath,
} from "../../lib/routes.mjs";
import { loadNotes } from "../../lib/notes/read.mjs";
const allNotes = loadNotes();
// llms.txt and llms-full.txt are the default language's site.
const notes = notesIn(defaultLanguageCode);
import { decodeEntities, pngSize } from "./html";

test("sitemap.xml lists every page (each service's too) with absolute URLs and lastModified", async ({
  request,
}) => {
  // Every metadata file's status and type, on every host: hosts.spec.ts.
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(pagePaths.map((path) => absoluteUrl(path)));
  expect(locs).toContain(absoluteUrl(servicePath(services[0]!.id)));
  for (const loc of locs) expect(loc?.startsWith(`${siteConfig.siteUrl}/`)).toBe(true);
  const dates = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
  expect(dates).toHaveLength(pagePaths.length);
  for (const date of dates) expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
  // Each page names its counterparts in the other languages, and x-default the default language's.
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
  for (const [index, path] of pagePaths.entries()) {
    const alternates = Object.fromEntries(
      [
        ...(entries[index] ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((match) => [match[1], match[2]]),
    );
    const counterparts = alternatesOf(path);
    expect(alternates, path).toEqual(
      Object.keys(counterparts).length < 2
        ? {}
        : {
            ...Object.fromEntries(
              Object.entries(counterparts).map(([code, other]) => [code, absoluteUrl(other)]),
            ),
            "x-default": absoluteUrl(counterparts[defaultLanguageCode]!),
          },
    );
  }
  // A note is dated by its own last change, not by the build.
  for (const note of allNotes)
    expect(Date.parse(dates[pagePaths.indexOf(pathIn(note.language, notePath(note.slug)))] ?? "")).toBe(
      Date.parse(`${note.updated}T00:00:00Z`),
    );
});

for (const { code } of languages)
  test(`${pathIn(code, FEED_PATH)}: Atom, absolute addresses, escaped text, the language's newest notes whole, with id and dates`, async ({
    request,
  }) => {
    const notes = notesIn(code);
    const feed = await (await request.get(pathIn(code, FEED_PATH))).text();
    expect(feed).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(feed).toContain(
      `<link rel="self" type="application/atom+xml" href="${absoluteUrl(pathIn(code, FEED_PATH))}"/>`,
    );
    expect(feed).toContain(`xml:lang="${code}"`);
    const entries = [...feed.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1] ?? "");
    const newest = notes.slice(0, FEED_ENTRIES);
    expect(entries.map((entry) => entry.match(/<id>([^<]+)<\/id>/)?.[1])).toEqual(
      newest.map((note) => absoluteUrl(pathIn(code, notePath(note.slug)))),
    );
    const newestFirst = entries.map((entry) => entry.match(/<published>([^<]+)</)?.[1] ?? "");
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    for (const [index, entry] of entries.entries()) {
      const note = notes[index]!;
      expect(entry).toContain(`<updated>${note.updated}T00:00:00Z</updated>`);
      expect(decodeEntities(entry.match(/<title>([^<]*)</)?.[1] ?? "")).toBe(note.title);
      expect(decodeEntities(entry.match(/<summary>([^<]*)</)?.[1] ?? "")).toBe(note.summary);
      // The whole text, as its page shows it, its pictures at absolute addresses.
      const content = decodeEntities(entry.match(/<content type="html">([^<]*)</)?.[1] ?? "");
      const page = await (await request.get(pathIn(code, notePath(note.slug)))).text();
      for (const heading of page.matchAll(/<h2 id="[^"]+"><a href="#[^"]+">([^<]+)<\/a><\/h2>/g))
        expect(content, note.slug).toContain(heading[1]!);
      for (const src of content.matchAll(/ src="([^"]+)"/g))
        expect(src[1], note.slug).toMatch(/^https?:\/\//);
      expect(content.length, note.slug).toBeGreaterThan(note.body.length / 2);
    }
    expect(feed.match(/<updated>([^<]+)</)?.[1]).toBe(
      `${notes
        .map((n) => n.updated)
        .sort()
        .at(-1)}T00:00:00Z`,
    );
    // Nothing in a text node that XML would misread.
    expect(feed.replace(/<[^>]+>/g, "")).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
  });

test("robots.txt allows everything and points at the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*\nAllow: \//i);
  expect(text).not.toMatch(/Disallow: \//);
  expect(text).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
});

test("the web manifest names the site with colours and icons", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: site.brand, start_url: "/", display: "standalone" });
  expect(manifest.name).toContain(site.brand);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()["content-type"]).toContain(icon.type);
  }
});

test("llms.txt follows the llmstxt.org format with absolute links", async ({ request }) => {
  const response = await request.get("/llms.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  const lines = text.split("\n");
  expect(lines[0]).toBe(`# ${site.brand}`);
  expect(lines.find((line) => line.startsWith("> "))).toBeDefined();
  expect(text).toMatch(/^## Pages$/m);
  expect(text).toContain(`(${absoluteUrl("/")})`);
  expect(text).toContain(`(${absoluteUrl("/aboutme")})`);
  expect(text).toContain(`(${absoluteUrl("/llms-full.txt")})`);
  // Where each other language's pages are.
  for (const { code, name } of languages.slice(1))
    expect(text).toContain(`- [${name}](${absoluteUrl(pathIn(code, "/"))})`);
  // Each service links to its own page.
  for (const service of services)
    expect(text).toContain(`- [${service.title}](${absoluteUrl(servicePath(service.id))})`);
  // And each note to its page, with its summary (#58).
  for (const note of notes)
    expect(text).toContain(
      `- [${markdownText(note.title)}](${absoluteUrl(notePath(note.slug))}): ${markdownText(note.summary)}`,
    );
  for (const [, url] of text.matchAll(/\]\(([^)]+)\)/g)) expect(url).toMatch(/^(https:\/\/|mailto:)/);
});

test("llms-full.txt carries the full text of every page", async ({ request }) => {
  const response = await request.get("/llms-full.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  for (const service of services) {
    expect(text).toContain(service.summary);
    expect(text).toContain(`(${absoluteUrl(servicePath(service.id))})`);
    for (const faq of servicePageOf(englishContent, service).faqs) expect(text).toContain(faq.answer);
  }
  // Each note's own words, under its address.
  for (const note of notes) {
    expect(text).toContain(`## ${markdownText(note.title)} (${absoluteUrl(notePath(note.slug))})`);
    expect(text).toContain(demotedMarkdown(note.body));
  }
  expect(text).toContain(siteConfig.chatUrl);
  expect(text).toContain(absoluteUrl("/aboutme"));
});

for (const path of pagePaths.map((page) => `${page.replace(/\/$/, "")}/opengraph-image`)) {
  test(`${path} is a 1200×630 PNG`, async ({ request }) => {
    expect(pngSize(await (await request.get(path)).body())).toEqual({ width: 1200, height: 630 });
  });
}

test("the apple-touch icon is 180×180", async ({ request }) => {
  expect(pngSize(await (await request.get("/apple-icon")).body())).toEqual({ width: 180, height: 180 });
});

test("/favicon.ico answers from public/ with an ICO that holds PNG images", async ({ request }) => {
  const ico = await (await request.get("/favicon.ico")).body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  const firstImage = ico.subarray(ico.readUInt32LE(18));
  expect(pngSize(firstImage)).toEqual({ width: 32, height: 32 });
});

test("/.well-known/security.txt names the owner's contact and a future expiry", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${site.email}\n`);
  expect(text).toContain(`Canonical: ${absoluteUrl("/.well-known/security.txt")}\n`);
  const expires = Date.parse(text.match(/^Expires: (.+)$/m)?.[1] ?? "");
  expect(expires - Date.now()).toBeGreaterThan(300 * 86_400_000);
});
