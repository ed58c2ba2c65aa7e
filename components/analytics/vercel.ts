import { inject, track } from "@vercel/analytics";
import { injectSpeedInsights } from "@vercel/speed-insights";
import { CHAT_OPENED_EVENT, type ChatOpened } from "./chat-events";
import { pageOf } from "./web-vitals-page";

let injected = false;

/**
 * Vercel Web Analytics: the package adds Vercel's script, which Vercel serves beside the site at
 * `/_vercel/insights/script.js` and which counts each page view (the 404 page's with the address that was
 * tried) without cookies; and Vercel Speed Insights, whose script (`/_vercel/speed-insights/script.js`, also
 * served by Vercel) measures the visitor's LCP, INP, CLS, FCP and TTFB and reports them by page to
 * `/_vercel/speed-insights/vitals`. Returns how to send a "Chat opened" event with its place and page;
 * Vercel shows custom events on its paid plans only.
 */
export function startVercel() {
  if (!injected) {
    injected = true;
    inject({ mode: "production", framework: "next" });
    injectSpeedInsights({ framework: "next", route: pageOf(window.location.pathname) });
  }
  return ({ place, page }: ChatOpened) => track(CHAT_OPENED_EVENT, { place, page });
}
