import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/content/icons";
import type { Note } from "@/lib/notes/read.mjs";

/** How many colourings app/globals.css has for `.note-art` (`.art-0` …). */
const COLOURINGS = 5;

/** The same number for the same slug, on every build: a small string hash. */
const colouringOf = (slug: string) =>
  [...slug].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % COLOURINGS;

/**
 * A note's picture when it has no cover: drawn in CSS in one of the brand's colourings (chosen by its slug,
 * so it stays the same), with the icon of the service it is about. Decorative: the title says what it is.
 */
export function NoteArt({ note, icon }: { note: Pick<Note, "slug">; icon: IconName }) {
  return (
    <div aria-hidden="true" className={`note-art art-${colouringOf(note.slug)}`}>
      <Icon name={icon} />
    </div>
  );
}
