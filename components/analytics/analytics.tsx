"use client";

import { useEffect } from "react";
import type { Analytics as AnalyticsSettings } from "@/lib/analytics-config.mjs";
import { afterLoadAndIdle } from "@/lib/page-idle";
import { onChatOpened, type ChatOpened } from "./chat-events";
import { ANALYTICS_DECIDED_MARK } from "./decided-mark";
import { visitorOptedOut } from "./consent";

/** How long each idle wait may last before the provider loads anyway. */
const ANALYTICS_IDLE_TIMEOUT_MS = 10_000;

type AnalyticsProps = { settings: Exclude<AnalyticsSettings, { provider: "off" }> };

/**
 * Counts the visit and each chat opened, with the provider the build chose (lib/analytics-config.mjs).
 * Renders nothing. The provider's code loads once the page has loaded and the main thread is idle, so it
 * never delays the page or a tap; a chat opened before then is kept and sent once it is there. A visitor
 * whose browser sends Global Privacy Control or Do Not Track is not counted, and nothing is loaded.
 */
export function Analytics({ settings }: AnalyticsProps) {
  useEffect(() => {
    const optedOut = visitorOptedOut();
    const waiting: ChatOpened[] = [];
    let send: ((chat: ChatOpened) => void) | undefined;
    const stopListening = optedOut
      ? () => {}
      : onChatOpened((chat) => (send ? send(chat) : waiting.push(chat)));
    let unmounted = false;
    // Two idle moments after load, each waiting up to 10 s for one: the first goes to the page's own deferred
    // work (the particles start then), so the provider's code never shares a task with it.
    let cancelInner: (() => void) | undefined;
    const cancelOuter = afterLoadAndIdle(() => {
      cancelInner = afterLoadAndIdle(() => {
        performance.mark(ANALYTICS_DECIDED_MARK, { detail: optedOut ? "opted out" : "loading" });
        if (optedOut) return;
        // A provider that fails to load leaves the page as it is: nothing is counted, nothing breaks.
        const provider =
          settings.provider === "plausible"
            ? import("./plausible").then(
                ({ startPlausible }) =>
                  () =>
                    startPlausible(settings),
              )
            : import("./vercel").then(({ startVercel }) => startVercel);
        provider.then(
          (start) => {
            if (unmounted) return;
            send = start();
            waiting.splice(0).forEach(send);
          },
          () => {},
        );
      }, ANALYTICS_IDLE_TIMEOUT_MS);
    }, ANALYTICS_IDLE_TIMEOUT_MS);
    const cancel = () => {
      cancelOuter();
      cancelInner?.();
    };
    return () => {
      unmounted = true;
      cancel();
      stopListening();
    };
  }, [settings]);
  return null;
}
