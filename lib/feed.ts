import "server-only";
import { notesText } from "@/content/notes-text";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { instantOf } from "./notes/dates.mjs";
import { allNotes, lastChange, type Note } from "./notes/queries";
import { FEED_PATH, notePath, routes } from "./routes.mjs";
import { absoluteUrl } from "./site-metadata";

/** Text for XML content or a double-quoted attribute. */
const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[c]};`);

function entry(note: Note): string {
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
    ...categories.map((term) => `    <category term="${escapeXml(term)}"/>`),
    "  </entry>",
  ].join("\n");
}

/**
 * The notes as an Atom feed (RFC 4287), newest first: absolute addresses, escaped text, and each entry's id,
 * dates and summary. Its `updated` is the newest change of any note, so it only moves when a note does.
 */
export function notesFeed(list: readonly Note[] = allNotes()): string {
  const updated = lastChange(list) ?? "2026-01-01";
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
    ...list.map(entry),
    "</feed>",
    "",
  ].join("\n");
}
