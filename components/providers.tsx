"use client";

import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { afterLoadAndIdle } from "@/lib/page-idle";

// The toaster's code is not needed to show the page: it loads when a visitor is about to follow a chat link.
// React's lazy, not next/dynamic, whose own code would cost every page about 3 KiB at start-up. A failed load
// leaves the links as they are (plain links that open the chat, without the toast) rather than an error page.
const loadToaster = () => import("./toaster");
const NoToaster: ComponentType = () => null;
const Toaster = lazy<ComponentType>(() =>
  loadToaster().catch((): { default: ComponentType } => ({ default: NoToaster })),
);

/** Every WhatsApp chat link on the site starts with this (lib/whatsapp.ts builds them). */
export const CHAT_LINK_SELECTOR = 'a[href^="https://wa.me/"]';

/** The first signs that a visitor is about to follow a chat link: pointing at it, touching it or focusing it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

const chatLinkIn = (event: Event) =>
  event.target instanceof Element ? event.target.closest(CHAT_LINK_SELECTOR) : null;

/**
 * Whether the toaster is wanted: from the first sign that a visitor is about to follow a chat link, so its
 * code downloads while the finger or pointer is on the way and never costs visitors
 * who do not chat. A followed chat link also shows the "Opening WhatsApp…" toast. The links are plain links
 * that work without this; it only adds the toast.
 */
function useToaster(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const onIntent = (event: Event) => {
      if (chatLinkIn(event)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [wanted]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || !chatLinkIn(event)) return;
      setWanted(true);
      void loadToaster().then(({ announceChat }) => announceChat());
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return wanted;
}

/**
 * The query-caching layer's client (lib/query-client.ts), from the moment the page has loaded and gone idle:
 * nothing on the site queries at start, and its code was 7.6 KiB gzip of every page's start-up JavaScript.
 * The context is there from the first render, so nothing below it re-renders or remounts when the client
 * arrives; a query before then would meet react-query's own "No QueryClient set" error. If its code cannot
 * load, the page goes on without it, as nothing queries. One client per browser session: the root layout's
 * providers stay mounted across client-side navigations.
 */
function useQueryClientWhenIdle(): QueryClient | undefined {
  const [client, setClient] = useState<QueryClient>();
  useEffect(() => {
    let created: QueryClient | undefined;
    let unmounted = false;
    const cancel = afterLoadAndIdle(() => {
      import("@/lib/query-client").then(
        ({ createQueryClient }) => {
          if (unmounted) return;
          created = createQueryClient();
          // What QueryClientProvider does with its client: refetch on focus and reconnect from here on.
          created.mount();
          setClient(created);
        },
        () => {},
      );
    });
    return () => {
      unmounted = true;
      cancel();
      created?.unmount();
    };
  }, []);
  return client;
}

/**
 * The app-wide client providers. Radix's tooltip provider is deliberately not here: it wraps only the parts
 * with tooltips (components/ui/tooltip.tsx), so pages without one never download Radix.
 */
export function Providers({ children }: { children: ReactNode }) {
  const queryClient = useQueryClientWhenIdle();
  const toasterWanted = useToaster();

  return (
    <QueryClientContext value={queryClient}>
      {children}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientContext>
  );
}
