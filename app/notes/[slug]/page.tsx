import { notesText as text } from "@/content/notes-text";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { Breadcrumb, ChatBand } from "@/components/layout/page-parts";
import { TopBar } from "@/components/layout/top-bar";
import { NoteBody } from "@/components/notes/note-body";
import { NoteFacts } from "@/components/notes/note-list";
import { NotePicture } from "@/components/notes/note-picture";
import { neighboursOf, noteOf, allNotes, projectOf, servicesOf } from "@/lib/notes/queries";
import { notePath, routes, servicePath } from "@/lib/routes.mjs";
import { notePageInfo, pageMetadata } from "@/lib/site-metadata";
import { noteStructuredData } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

// One page per published note, written at build; any other /notes/<path> is the site's 404 page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return allNotes().map((note) => ({ slug: note.slug }));
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata(notePageInfo(noteOf((await params).slug)));
}

/** A note or case study: its title and facts, what it is about, its text, a chat about it, and its neighbours. */
export default async function NotePage({ params }: Props) {
  const note = noteOf((await params).slug);
  const about = servicesOf(note);
  const project = projectOf(note);
  const { newer, older } = neighboursOf(note);
  const chat = { note: { slug: note.slug, title: note.title } };
  return (
    <>
      <JsonLd data={noteStructuredData(note)} />
      <TopBar page="other" chat={chat} />
      <main id="main" tabIndex={-1} className="service-main outline-none">
        <article>
          <section aria-labelledby="note-title" className="section service-hero">
            <div>
              <Breadcrumb
                label={text.breadcrumb}
                steps={[
                  [text.home, routes.home.path],
                  [text.navLabel, routes.notes.path],
                ]}
                current={note.title}
              />
              <h1 id="note-title">{note.title}</h1>
              <p className="service-lead">{note.summary}</p>
              <NoteFacts note={note} />
              {(about.length > 0 || project) && (
                <dl className="note-about">
                  {about.length > 0 && (
                    <div>
                      <dt>{text.about}</dt>
                      <dd>
                        {about.map((service) => (
                          <a key={service.id} href={servicePath(service.id)}>
                            {service.title}
                          </a>
                        ))}
                      </dd>
                    </div>
                  )}
                  {project && (
                    <div>
                      <dt>{text.project}</dt>
                      <dd>
                        <a href={`${routes.about.path}#projects`}>{project.title}</a>
                      </dd>
                    </div>
                  )}
                </dl>
              )}
            </div>
          </section>
          {note.cover && (
            <div className="note-cover">
              <NotePicture note={note} picture={note.cover.picture} alt={note.cover.alt} eager />
            </div>
          )}
          <HydrateLater>
            <div className="section note-body">
              <div>
                <NoteBody note={note} />
              </div>
            </div>
          </HydrateLater>
        </article>
        <ChatBand id="note-cta" title={text.ctaTitle} text={text.ctaText} chat={chat} />
        {(newer || older) && (
          <nav aria-label={text.neighbours} className="section note-neighbours">
            <ul>
              {(
                [
                  [text.newer, newer],
                  [text.older, older],
                ] as const
              ).map(
                ([label, other]) =>
                  other && (
                    <li key={label}>
                      <a href={notePath(other.slug)}>
                        <span>{label}</span> {other.title}
                      </a>
                    </li>
                  ),
              )}
            </ul>
          </nav>
        )}
      </main>
      <Footer />
    </>
  );
}
