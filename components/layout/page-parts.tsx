import type { ReactNode } from "react";
import { pageContent } from "@/lib/page-locale";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink, type ChatLinkPlace } from "@/components/ui/chat-link";

/** Where a page sits, from the home page: each step a link but the last, the page itself. */
export function Breadcrumb({
  label,
  steps,
  current,
}: {
  label: string;
  steps: [ReactNode, string][];
  current: ReactNode;
}) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        {steps.map(([name, href]) => (
          <li key={href}>
            <a href={href}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The closing band of a service's or a note's page: a question, a line, and the chat about the page. */
export async function ChatBand({
  id,
  title,
  text,
  chat,
}: {
  id: string;
  title: string;
  text: string;
  chat: ChatLinkPlace;
}) {
  const { ctaLabel } = (await pageContent()).navigation;
  return (
    <HydrateLater>
      <section aria-labelledby={id} className="section article-section">
        <div className="article-cta">
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          <ChatLink {...chat} className={buttonClass("light")}>
            {ctaLabel}
          </ChatLink>
        </div>
      </section>
    </HydrateLater>
  );
}
