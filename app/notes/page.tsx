import { notesText as text } from "@/content/notes-text";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { Breadcrumb } from "@/components/layout/page-parts";
import { TopBar } from "@/components/layout/top-bar";
import { NoteList } from "@/components/notes/note-list";
import { allNotes } from "@/lib/notes/queries";
import { noteKinds } from "@/lib/notes/schema.mjs";
import { FEED_PATH, routes } from "@/lib/routes.mjs";
import { notesPageInfo, pageMetadata } from "@/lib/site-metadata";
import { notesStructuredData } from "@/lib/structured-data";

export const metadata = pageMetadata(notesPageInfo);

/** Every note, newest first: the case studies, then the notes, each under its own heading. */
export default function NotesPage() {
  return (
    <>
      <JsonLd data={notesStructuredData()} />
      <TopBar page="other" chat={{ place: "notes" }} />
      <main id="main" tabIndex={-1} className="service-main outline-none">
        <section aria-labelledby="notes-title" className="section service-hero">
          <div>
            <Breadcrumb
              label={text.breadcrumb}
              steps={[[text.home, routes.home.path]]}
              current={text.navLabel}
            />
            <h1 id="notes-title">{text.title}</h1>
            <p className="service-lead">{text.intro}</p>
            <p>
              <a href={FEED_PATH} type="application/atom+xml">
                {text.feed}
              </a>
            </p>
          </div>
        </section>
        {noteKinds.map((kind) => {
          const ofKind = allNotes().filter((note) => note.kind === kind);
          return (
            ofKind.length > 0 && (
              <HydrateLater key={kind}>
                <section aria-labelledby={`notes-${kind}`} className="section service-section">
                  <h2 id={`notes-${kind}`}>{text.headings[kind]}</h2>
                  <NoteList notes={ofKind} covers />
                </section>
              </HydrateLater>
            )
          );
        })}
      </main>
      <Footer />
    </>
  );
}
