import { serializeJsonLd } from "@/lib/structured-data";

/** Structured data for search engines. A data block, not a script: it never runs. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
