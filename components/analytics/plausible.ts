import { init, track } from "@plausible-analytics/tracker";
import type { Analytics } from "@/lib/analytics-config.mjs";
import { CHAT_OPENED_EVENT, type ChatOpened } from "./chat-events";
import { WEB_VITAL_EVENT, onWebVitals } from "./web-vitals";

let initialised = false;

/**
 * Plausible: the official tracker, bundled with the site (so no third-party script), sending to the
 * configured server with `fetch(…, { keepalive: true })`, which finishes even as the tab switches to
 * WhatsApp. It sets no cookie and stores nothing. The page view is counted at once, with the address as
 * visited (on the 404 page, the one that was tried), and client-side navigations after it. The page's field
 * metrics follow when it is hidden, one "Web vital" event each, marked non-interactive so that they do not
 * change the bounce rate (components/analytics/web-vitals.ts). Returns how to send a "Chat opened" event,
 * with its place and page as custom properties.
 */
export function startPlausible(settings: Extract<Analytics, { provider: "plausible" }>) {
  // The tracker may be set up once per page load (a second init throws), e.g. under development's
  // double effects.
  if (!initialised) {
    initialised = true;
    init({
      domain: settings.domain,
      endpoint: settings.endpoint,
      autoCapturePageviews: true,
      outboundLinks: false,
      fileDownloads: false,
      formSubmissions: false,
      logging: false,
      bindToWindow: false,
    });
    onWebVitals((vital) => track(WEB_VITAL_EVENT, { props: vital, interactive: false }));
  }
  return ({ place, page }: ChatOpened) => track(CHAT_OPENED_EVENT, { props: { place, page } });
}
