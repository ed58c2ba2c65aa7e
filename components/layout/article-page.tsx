import type { ReactNode } from "react";
import { JsonLd } from "@/components/json-ld";
import { Footer } from "@/components/layout/footer";
import { Breadcrumb, ChatBand } from "@/components/layout/page-parts";
import { TopBar } from "@/components/layout/top-bar";
import type { ChatLinkPlace } from "@/components/ui/chat-link";
import { StaticPart } from "@/components/ui/static-part";

type Props = {
  /** The page's own path, in its language (its links to the other languages follow from it). */
  path: string;
  /** The page's structured data (lib/structured-data.ts). */
  jsonLd: unknown;
  /** The chat the top bar (and the closing band) opens, named after the page. */
  chat: ChatLinkPlace;
  breadcrumb: { label: string; steps: [ReactNode, string][]; current: ReactNode };
  /** Names the page's parts: the h1 is `<name>-title` (the opening is labelled by it), the band `<name>-cta`. */
  name: string;
  /** Above the title: the page's mark (a service's icon). */
  mark?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** More of the opening, under the lead. */
  opening?: ReactNode;
  /** The closing band's question and line; none, no band. */
  band?: { title: string; text: string };
  /** The opening and the sections are one article (a note). */
  article?: boolean;
  /** After the band (a note's neighbours). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The shell of a service's, a note's and the list of notes' pages: the top bar, an opening with where the page
 * sits, its title and lead, the page's own sections, a chat band, and the footer. Its look is written by
 * element in app/globals.css (.article-*).
 */
export function ArticlePage(props: Props) {
  const { path, jsonLd, chat, breadcrumb, name, mark, title, lead, opening, band, article, after, children } =
    props;
  const content = (
    <>
      <section aria-labelledby={`${name}-title`} className="section article-hero">
        <div>
          <Breadcrumb {...breadcrumb} />
          {mark}
          <h1 id={`${name}-title`}>{title}</h1>
          <p className="article-lead">{lead}</p>
          {opening}
        </div>
      </section>
      {children}
    </>
  );
  return (
    <>
      <JsonLd data={jsonLd} />
      <TopBar page="other" path={path} chat={chat} />
      <StaticPart as="main" name="main" id="main" tabIndex={-1} className="article-main outline-none">
        {article ? <article>{content}</article> : content}
        {band && <ChatBand id={`${name}-cta`} title={band.title} text={band.text} chat={chat} />}
        {after}
      </StaticPart>
      <Footer path={path} />
    </>
  );
}
