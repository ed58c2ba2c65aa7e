import { ArticlePage } from "@/components/layout/article-page";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { NoteBody } from "@/components/notes/note-body";
import { NoteFacts } from "@/components/notes/note-list";
import { NoteArt } from "@/components/notes/note-art";
import { NoteResults } from "@/components/notes/note-results";
import { NotePicture } from "@/components/notes/note-picture";
import { pageLocale } from "@/lib/page-locale";
import { atLeastOneParam, languageParam } from "@/lib/static-params.mjs";
import { neighboursOf, noteOf, notesIn, projectOf, servicesOf } from "@/lib/notes/queries";
import { defaultLanguageCode, notePath, routes, servicePath } from "@/lib/routes.mjs";
import { notePageInfo, pageMetadata } from "@/lib/site-metadata";
import { noteStructuredData } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

// One page per published note, written at build; any other /notes/<path> is the site's 404 page.
export const dynamicParams = false;

// Under app/[lang], the language's own notes: `lang` is the parent segment's param.
export function generateStaticParams({ params }: { params: object }): { slug: string }[] {
  return atLeastOneParam(
    notesIn(languageParam(params, defaultLanguageCode)).map((note) => ({ slug: note.slug })),
    ["slug"],
  );
}

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale();
  return pageMetadata(notePageInfo(noteOf((await params).slug, locale.language.code), locale), locale);
}

/** A note or case study: its title and facts, what it is about, its text, a chat about it, and its neighbours. */
export default async function NotePage({ params }: Props) {
  const locale = await pageLocale();
  const { content, at } = locale;
  const text = content.notesText.notesText;
  const note = noteOf((await params).slug, locale.language.code);
  const about = servicesOf(note, content);
  const project = projectOf(note, content);
  const { newer, older } = neighboursOf(note);
  return (
    <ArticlePage
      path={at(notePath(note.slug))}
      jsonLd={noteStructuredData(note, locale)}
      chat={{ note: { slug: note.slug, title: note.title } }}
      name="note"
      article
      breadcrumb={{
        label: text.breadcrumb,
        steps: [
          [text.home, at(routes.home.path)],
          [text.navLabel, at(routes.notes.path)],
        ],
        current: note.title,
      }}
      title={note.title}
      lead={note.summary}
      opening={
        <>
          <NoteFacts note={note} />
          <NoteResults note={note} />
          {(about.length > 0 || project) && (
            <dl className="note-about">
              {about.length > 0 && (
                <div>
                  <dt>{text.about}</dt>
                  <dd>
                    {about.map((service) => (
                      <a key={service.id} href={at(servicePath(service.id))}>
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
                    <a href={`${at(routes.about.path)}#projects`}>{project.title}</a>
                  </dd>
                </div>
              )}
            </dl>
          )}
        </>
      }
      band={{ title: text.ctaTitle, text: text.ctaText }}
      after={
        (newer || older) && (
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
                      <a href={at(notePath(other.slug))}>
                        <span>{label}</span> {other.title}
                      </a>
                    </li>
                  ),
              )}
            </ul>
          </nav>
        )
      }
    >
      <div className="note-cover">
        {note.cover ? (
          <NotePicture note={note} picture={note.cover.picture} alt={note.cover.alt} eager />
        ) : (
          <NoteArt note={note} icon={about[0]?.icon ?? "sparkles"} />
        )}
      </div>
      <HydrateLater>
        <div className="section note-body">
          <div>
            <NoteBody note={note} />
          </div>
        </div>
      </HydrateLater>
    </ArticlePage>
  );
}
