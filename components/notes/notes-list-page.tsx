import { ArticlePage } from "@/components/layout/article-page";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { NoteList } from "@/components/notes/note-list";
import { pageLocale } from "@/lib/page-locale";
import type { Note } from "@/lib/notes/read.mjs";
import { noteKinds } from "@/lib/notes/schema.mjs";
import { FEED_MEDIA_TYPE, FEED_PATH, notePagePath, routes } from "@/lib/routes.mjs";
import { notesListPageInfo } from "@/lib/site-metadata";
import { notesStructuredData } from "@/lib/structured-data";

type Props = { pages: readonly (readonly Note[])[]; number: number };

/**
 * A page of the list of notes (lib/notes/pages.mjs): its notes, case studies then notes, each kind under its
 * heading, and a link to every other page, so that each note is one page away from /notes.
 */
export async function NotesListPage({ pages, number }: Props) {
  const locale = await pageLocale();
  const { at } = locale;
  const text = locale.content.notesText.notesText;
  const info = notesListPageInfo(number, locale);
  const notes = pages[number - 1] ?? [];
  const near = [number - 1, number + 1].filter((other) => other >= 1 && other <= pages.length);
  return (
    <ArticlePage
      path={info.path}
      jsonLd={notesStructuredData(info)}
      chat={{ place: "notes" }}
      name="notes"
      breadcrumb={{
        label: text.breadcrumb,
        steps:
          number === 1
            ? [[text.home, at(routes.home.path)]]
            : [
                [text.home, at(routes.home.path)],
                [text.navLabel, at(routes.notes.path)],
              ],
        current: number === 1 ? text.navLabel : text.page(number),
      }}
      title={info.headline}
      lead={text.intro}
      opening={
        <>
          {/* React puts these in the <head>: the list's neighbouring pages, for crawlers. */}
          {near.map((other) => (
            <link key={other} rel={other < number ? "prev" : "next"} href={at(notePagePath(other))} />
          ))}
          <p>
            <a href={at(FEED_PATH)} type={FEED_MEDIA_TYPE}>
              {text.feed}
            </a>
          </p>
        </>
      }
    >
      {noteKinds.map((kind) => {
        const ofKind = notes.filter((note) => note.kind === kind);
        return (
          ofKind.length > 0 && (
            <HydrateLater key={kind}>
              <section aria-labelledby={`notes-${kind}`} className="section article-section">
                <h2 id={`notes-${kind}`}>{text.headings[kind]}</h2>
                <NoteList notes={ofKind} covers />
              </section>
            </HydrateLater>
          )
        );
      })}
      {pages.length > 1 && (
        <nav aria-label={text.pages} className="section note-pages">
          <ol>
            {pages.map((_, index) => {
              const page = index + 1;
              return (
                <li key={page}>
                  <a
                    href={at(notePagePath(page))}
                    aria-label={text.page(page)}
                    aria-current={page === number ? "page" : undefined}
                  >
                    {page}
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      )}
    </ArticlePage>
  );
}
