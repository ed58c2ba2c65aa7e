// Small readers for raw server HTML (what a crawler sees, no browser involved).
import { FLIGHT_SCRIPT } from "../../tools/pipeline/next-output.mjs";

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => entities[name] ?? "");
}

/** The document's text with tags gone, React's text separators removed and entities decoded. */
export function textOf(html: string): string {
  const withoutScripts = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ");
  return decodeEntities(withoutScripts.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** The content of <meta property|name="key">. */
export function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (attribute(tag, "property") === key || attribute(tag, "name") === key)
      return attribute(tag, "content");
  }
  return undefined;
}

/** The content of every <meta property|name="key">, in order. */
export function metas(html: string, key: string): string[] {
  return (html.match(/<meta\b[^>]*>/g) ?? []).flatMap((tag) =>
    attribute(tag, "property") === key || attribute(tag, "name") === key
      ? [attribute(tag, "content") ?? ""]
      : [],
  );
}

/** The page's other languages: each `<link rel="alternate" hreflang>`'s language and address. */
export function hreflangLinks(html: string): Record<string, string> {
  return Object.fromEntries(
    (html.match(/<link\b[^>]*>/g) ?? []).flatMap((tag) => {
      const language = attribute(tag, "hrefLang") ?? attribute(tag, "hreflang");
      return attribute(tag, "rel") === "alternate" && language
        ? [[language, attribute(tag, "href") ?? ""]]
        : [];
    }),
  );
}

/** The document's language: <html lang>. */
export const htmlLang = (html: string): string | undefined => html.match(/<html\b[^>]*\slang="([^"]*)"/)?.[1];

export function linkHref(html: string, rel: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (attribute(tag, "rel") === rel) return attribute(tag, "href");
  }
  return undefined;
}

export function titleOf(html: string): string | undefined {
  const match = html.match(/<title>([^<]*)<\/title>/);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

/** Every JSON-LD block, raw (to check escaping) and parsed. */
export function jsonLdBlocks(html: string): { raw: string; data: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => ({
    raw: match[1] ?? "",
    data: JSON.parse(match[1] ?? "null"),
  }));
}

/** The React payload a page carries inline, its pushes joined: the rows React hydrates from. */
export function inlinePayload(html: string): string {
  return [...html.matchAll(FLIGHT_SCRIPT)]
    .map((match) => JSON.parse(match[1] ?? "[]") as unknown[])
    .map(([kind, piece]) => (kind === 1 && typeof piece === "string" ? piece : ""))
    .join("");
}

/** Heading levels in document order: [1, 2, 3, 2, …]. */
export function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString("hex");
  if (signature !== "89504e470d0a1a0a") throw new Error("not a PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
