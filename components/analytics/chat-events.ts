import { CHAT_PLACE_ATTRIBUTE } from "@/components/ui/chat-link-place";

/** The event every provider counts when a chat link is followed. */
export const CHAT_OPENED_EVENT = "Chat opened";

/** What the "Chat opened" event carries: where the link was, and on which page. */
export type ChatOpened = { place: string; page: string };

/**
 * Calls `report` each time a visitor follows a chat link (a left click, a tap, Enter): with the link's place
 * (`data-chat-place`, written by components/ui/chat-link.tsx) and the page's path. Returns the stop function.
 */
export function onChatOpened(report: (event: ChatOpened) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(`a[${CHAT_PLACE_ATTRIBUTE}]`);
    const place = link?.getAttribute(CHAT_PLACE_ATTRIBUTE);
    if (place) report({ place, page: window.location.pathname });
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
