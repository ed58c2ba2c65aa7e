import type { ComponentProps } from "react";
import type { chatMessages } from "@/content/chat";
import type { Service } from "@/content/schema";
import { CHAT_PLACE_ATTRIBUTE } from "@/components/ui/chat-link-place";
import { ExternalLink } from "@/components/ui/external-link";
import { pageContent } from "@/lib/page-locale";
import type { Content } from "@/lib/content";
import { chatUrlWith, siteConfig } from "@/lib/site-config";

/**
 * Where on the site a chat link is: a place named in content/chat.ts, a service's card on the home page, a
 * service's own page (`onServicePage`) or a note's page. A service's links open the chat with the service's
 * first line, a note's with its title.
 */
export type ChatLinkPlace =
  | { place: keyof typeof chatMessages; service?: never; onServicePage?: never; note?: never }
  | { service: Service; onServicePage?: boolean; place?: never; note?: never }
  | { note: { slug: string; title: string }; place?: never; service?: never; onServicePage?: never };

type ChatLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href" | "said"> & ChatLinkPlace;

/**
 * The name analytics counts a chat under: the place's key in content/chat.ts, `service:<id>` for a home-page
 * card, `service-page:<id>` for a service's own page, `note:<slug>` for a note's.
 */
export const chatPlaceOf = (link: ChatLinkPlace): string =>
  link.service
    ? `${link.onServicePage ? "service-page" : "service"}:${link.service.id}`
    : link.note
      ? `note:${link.note.slug}`
      : link.place;

const messageOf = (link: ChatLinkPlace, content: Content): string =>
  link.service
    ? link.service.chatMessage
    : link.note
      ? content.notesText.notesText.chatMessage.replace("{title}", link.note.title)
      : content.chat.chatMessages[link.place];

/**
 * A WhatsApp chat with the owner, opened in a new tab (or the app) with the first message for its place
 * ready to send (content/chat.ts, or the service's own). A plain link, so it works without JavaScript; with
 * it, Providers adds an "Opening WhatsApp…" toast, and analytics, when on, counts a "Chat opened" there.
 * Every text is the page's language's: the first message, and what screen readers hear after the label.
 */
export async function ChatLink({ place, service, onServicePage, note, ...props }: ChatLinkProps) {
  const content = await pageContent();
  const where = (service ? { service, onServicePage } : note ? { note } : { place }) as ChatLinkPlace;
  const counted =
    siteConfig.analytics.provider !== "off" ? { [CHAT_PLACE_ATTRIBUTE]: chatPlaceOf(where) } : {};
  const said = content.interface.interfaceText.newTab.replace("{to}", content.chat.chatDestination);
  return <ExternalLink href={chatUrlWith(messageOf(where, content))} said={said} {...counted} {...props} />;
}
