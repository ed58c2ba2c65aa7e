import { inject, track } from "@vercel/analytics";
import { CHAT_OPENED_EVENT, type ChatOpened } from "./chat-events";

let injected = false;

/**
 * Vercel Web Analytics: the package adds Vercel's script, which Vercel serves beside the site at
 * `/_vercel/insights/script.js` and which counts each page view (the 404 page's with the address that was
 * tried) without cookies. Returns how to send a "Chat opened" event with its place and page; Vercel shows
 * custom events on its paid plans only.
 */
export function startVercel() {
  if (!injected) {
    injected = true;
    inject({ mode: "production", framework: "next" });
  }
  return ({ place, page }: ChatOpened) => track(CHAT_OPENED_EVENT, { place, page });
}
