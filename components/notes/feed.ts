import "server-only";
import type { Locale } from "@/lib/content";
import { instantOf } from "@/lib/notes/dates.mjs";
import { lastChange, notesIn, type Note } from "@/lib/notes/queries";
import { FEED_ENTRIES, FEED_MEDIA_TYPE, FEED_PATH, FEED_TYPE, notePath, routes } from "@/lib/routes.mjs";
import { absoluteUrl } from "@/lib/site-metadata";

/** Text as XML 1.0 holds it: markup characters escaped, and the control characters it forbids left out. */
const escapeXml = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

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

function entry(note: Note, html: string, { content, at }: Locale): string {
  const url = absoluteUrl(at(notePath(note.slug)));
  const categories = [
    content.notesText.notesText.kindLabel[note.kind],
    ...note.services.flatMap((id) =>
      content.services.services.filter((s) => s.id === id).map((s) => s.title),
    ),
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
 * A language's newest notes as an Atom feed (RFC 4287), newest first: absolute addresses, escaped text, and each
 * entry's id, dates, summary and whole text (`htmlOf`: as its page shows it). Its `updated` is the newest change
 * of any of its notes, so it only moves when one does.
 */
export async function notesFeed(
  locale: Locale,
  list: readonly Note[] = notesIn(locale.language.code),
  // Loaded when asked: React's server renderer and the Markdown pipeline are for the build, not for what reads
  // the feed's shape.
  htmlOf: (note: Note) => Promise<string> = async (note) => (await import("./note-html")).noteHtml(note),
): Promise<string> {
  const { at, content } = locale;
  const { notesText } = content.notesText;
  const { site } = content.site;
  const updated = lastChange(list) ?? "2026-01-01";
  const newest = list.slice(0, FEED_ENTRIES);
  const html = await Promise.all(newest.map(htmlOf));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale.language.code}">`,
    `  <id>${escapeXml(absoluteUrl(at(routes.notes.path)))}</id>`,
    `  <title>${escapeXml(`${notesText.title} · ${site.brand}`)}</title>`,
    `  <subtitle>${escapeXml(notesText.description)}</subtitle>`,
    `  <link rel="self" type="${FEED_MEDIA_TYPE}" href="${escapeXml(absoluteUrl(at(FEED_PATH)))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(at(routes.notes.path)))}"/>`,
    `  <updated>${instantOf(updated)}</updated>`,
    `  <author><name>${escapeXml(site.ownerName)}</name><uri>${escapeXml(absoluteUrl(at(routes.about.path)))}</uri></author>`,
    `  <icon>${escapeXml(absoluteUrl("/icon.svg"))}</icon>`,
    ...newest.map((note, index) => entry(note, html[index] ?? "", locale)),
    "</feed>",
    "",
  ].join("\n");
}

/** A language's feed as its route answers it (app/(site)/notes/feed.xml, app/[lang]/notes/feed.xml). */
export async function feedResponse(locale: Locale): Promise<Response> {
  return new Response(await notesFeed(locale), { headers: { "Content-Type": FEED_TYPE } });
}
