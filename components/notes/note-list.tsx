import { pageLocale } from "@/lib/page-locale";
import { readableDate } from "@/lib/notes/dates.mjs";
import type { Note } from "@/lib/notes/read.mjs";
import { notePath } from "@/lib/routes.mjs";
import { thumbnailSources } from "@/lib/notes/pictures.mjs";
import { servicesOf } from "@/lib/notes/queries";
import { NoteArt } from "./note-art";
import { NoteResults } from "./note-results";

/** A note's dates and reading time, as one line, in the page's language. */
export async function NoteFacts({ note }: { note: Note }) {
  const { language, content } = await pageLocale();
  const text = content.notesText.notesText;
  const date = (day: string) => readableDate(day, language.dates);
  return (
    <p className="note-facts">
      <span>{text.kindLabel[note.kind]}</span>
      <span>
        {text.published} <time dateTime={note.published}>{date(note.published)}</time>
      </span>
      {note.updated !== note.published && (
        <span>
          {text.updated} <time dateTime={note.updated}>{date(note.updated)}</time>
        </span>
      )}
      <span>{text.minutes(note.minutes)}</span>
    </p>
  );
}

type NoteListProps = {
  notes: readonly Note[];
  level?: "h2" | "h3";
  /**
   * Each note's cover at the top of its card, or its drawn picture when it has none (the list of notes; a
   * service page's short list leaves them out).
   */
  covers?: boolean;
};

/** Notes as a list of titles with their summaries, under headings of level `level`. */
export async function NoteList({ notes, level = "h3", covers = false }: NoteListProps) {
  const { at, content } = await pageLocale();
  const Heading = level;
  return (
    <ul className="note-list">
      {notes.map((note) => (
        <li key={note.slug}>
          <article>
            {covers &&
              (note.cover ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  {...thumbnailSources(note.cover.picture)}
                  alt={note.cover.alt}
                  width={note.cover.picture.width}
                  height={note.cover.picture.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <NoteArt note={note} icon={servicesOf(note, content)[0]?.icon ?? "sparkles"} />
              ))}
            <Heading>
              <a href={at(notePath(note.slug))}>{note.title}</a>
            </Heading>
            <NoteFacts note={note} />
            <p>{note.summary}</p>
            <NoteResults note={note} />
          </article>
        </li>
      ))}
    </ul>
  );
}
