import { pageLocale } from "@/lib/page-locale";
import type { Note } from "@/lib/notes/read.mjs";
import { formatResult } from "@/lib/notes/results";

/**
 * A case study's measured results (its frontmatter's `results`): each figure over what it measures, as a
 * description list (what it measures, then the figure) in the page's language. Nothing when it has none.
 */
export async function NoteResults({ note }: { note: Pick<Note, "results"> }) {
  if (!note.results.length) return null;
  const { language } = await pageLocale();
  return (
    <dl className="results">
      {note.results.map((result) => (
        <div key={result.label}>
          <dt>{result.label}</dt>
          <dd>{formatResult(result, language.dates)}</dd>
        </div>
      ))}
    </dl>
  );
}
