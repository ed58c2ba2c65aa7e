import "server-only";
import { notesText } from "@/content/notes-text";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { instantOf } from "./notes/dates.mjs";
import { allNotes, lastChange, type Note } from "./notes/queries";
import { FEED_ENTRIES, FEED_PATH, notePath, routes } from "./routes.mjs";
import { absoluteUrl } from "./site-metadata";

/** Text for XML content or a double-quoted attribute. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

/** A note's HTML with the site's own addresses made absolute, as a feed reader away from the site needs them. */
const withAbsoluteUrls = (html: string) => {
  const origin = absoluteUrl("/").replace(/\/$/, "");
  return html
    .replace(/(\s(?:src|href)=")\//g, `$1${origin}/`)
    .replace(
      /(\ssrcSet=")([^"]*)"/g,
      (_, start: string, list: string) => `${start}${list.replace(/(^|, )\//g, `$1${origin}/`)}"`,
    );
};

function entry(note: Note, html: string): string {
  const url = absoluteUrl(notePath(note.slug));
  const categories = [
    notesText.kindLabel[note.kind],
    ...note.services.flatMap((id) => services.filter((s) => s.id === id).map((s) => s.title)),
  ];
  return [
    "  <entry>",
    `    <id>${escapeXml(url)}</id>`,
    `    <title>${escapeXml(note.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    `    <published>${instantOf(note.published)}</published>`,
    `    <updated>${instantOf(note.updated)}</updated>`,
    `    <summary>${escapeXml(note.summary)}</summary>`,
    `    <content type="html">${escapeXml(withAbsoluteUrls(html))}</content>`,
    ...categories.map((term) => `    <category term="${escapeXml(term)}"/>`),
    "  </entry>",
  ].join("\n");
}

/**
 * The newest notes as an Atom feed (RFC 4287), newest first: absolute addresses, escaped text, and each entry's
 * id, dates, summary and whole text (`htmlOf`: as its page shows it). Its `updated` is the newest change of any
 * note, so it only moves when a note does.
 */
export async function notesFeed(
  list: readonly Note[] = allNotes(),
  // Loaded when asked: the MDX compiler is for the build, not for what reads the feed's shape.
  htmlOf: (note: Note) => Promise<string> = async (note) => (await import("./note-html")).noteHtml(note),
): Promise<string> {
  const updated = lastChange(list) ?? "2026-01-01";
  const newest = list.slice(0, FEED_ENTRIES);
  const html = await Promise.all(newest.map(htmlOf));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(absoluteUrl(routes.notes.path))}</id>`,
    `  <title>${escapeXml(`${notesText.title} · ${site.brand}`)}</title>`,
    `  <subtitle>${escapeXml(notesText.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(routes.notes.path))}"/>`,
    `  <updated>${instantOf(updated)}</updated>`,
    `  <author><name>${escapeXml(site.ownerName)}</name><uri>${escapeXml(absoluteUrl(routes.about.path))}</uri></author>`,
    `  <icon>${escapeXml(absoluteUrl("/icon.svg"))}</icon>`,
    ...newest.map((note, index) => entry(note, html[index] ?? "")),
    "</feed>",
    "",
  ].join("\n");
}
