"use client";

import { QueryClientContext, type QueryClient } from "@tanstack/react-query";
import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import type { ToasterProps, ToastText } from "./toaster";

// The toaster's code is not needed to show the page: it loads when a visitor is about to follow a chat link.
// React's lazy, not next/dynamic, whose own code would cost every page about 3 KiB at start-up. A failed load
// leaves the links as they are (plain links that open the chat, without the toast) rather than an error page.
const loadToaster = () => import("./toaster");
const NoToaster: ComponentType<ToasterProps> = () => null;
const Toaster = lazy<ComponentType<ToasterProps>>(() =>
  loadToaster().catch((): { default: ComponentType<ToasterProps> } => ({ default: NoToaster })),
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
function useToaster(text: ToastText): boolean {
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
      void loadToaster().then(({ announceChat }) => announceChat(text));
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [text]);
  return wanted;
}

/** Asks Providers for the query client: what <WithQueryClient> calls when it mounts. */
const QueryClientRequest = createContext<() => void>(() => {});

/**
 * The query-caching layer's client (lib/query-client.ts), from the moment a part of the page that queries asks
 * for it (<WithQueryClient>). No part of the site queries (the spec issues no query), so its code, 7.6 KiB
 * gzip, never loads: neither at start-up nor once the page is idle, where creating it took the main thread
 * about 45 ms at 4× slower CPU, and the arrival re-rendered the providers, for nothing a visitor can use.
 * The context is there from the first render, so nothing below it remounts when the client arrives. One
 * client per browser session: the root layout's providers stay mounted across client-side navigations.
 */
function useQueryClientOnRequest(): [QueryClient | undefined, () => void] {
  const [requested, setRequested] = useState(false);
  const [client, setClient] = useState<QueryClient>();
  useEffect(() => {
    if (!requested) return;
    let created: QueryClient | undefined;
    let unmounted = false;
    import("@/lib/query-client").then(
      ({ createQueryClient }) => {
        if (unmounted) return;
        created = createQueryClient();
        // What QueryClientProvider does with its client: refetch on focus and reconnect from here on.
        created.mount();
        setClient(created);
      },
      (error: unknown) => {
        // The parts that asked keep showing their fallback: the rest of the page never depended on it.
        console.warn(
          "The query client's code did not load; parts of the page that query stay on their fallback:",
          error instanceof Error ? error.message : error,
        );
      },
    );
    return () => {
      unmounted = true;
      created?.unmount();
    };
  }, [requested]);
  const request = useCallback(() => setRequested(true), []);
  return [client, request];
}

/**
 * Where a part of the page that queries (`useQuery` and the rest of TanStack Query) goes: it asks for the
 * query client when it first mounts and shows `fallback` until the client is there, then its children, all
 * sharing the one client with the spec's defaults (3 retries, backoff from 1 s to 30 s). Outside it, a query
 * meets TanStack Query's own "No QueryClient set" error.
 */
export function WithQueryClient({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const request = use(QueryClientRequest);
  const client = use(QueryClientContext);
  useEffect(() => request(), [request]);
  return client ? children : fallback;
}

/**
 * The app-wide client providers. Radix's tooltip provider is deliberately not here: it wraps only the parts
 * with tooltips (components/ui/tooltip.tsx), so pages without one never download Radix.
 */
export function Providers({ children, toast }: { children: ReactNode; toast: ToastText }) {
  const [queryClient, requestQueryClient] = useQueryClientOnRequest();
  const toasterWanted = useToaster(toast);

  return (
    <QueryClientRequest value={requestQueryClient}>
      <QueryClientContext value={queryClient}>
        {children}
        {toasterWanted ? (
          <Suspense fallback={null}>
            <Toaster label={toast.label} />
          </Suspense>
        ) : null}
      </QueryClientContext>
    </QueryClientRequest>
  );
}
