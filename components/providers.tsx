"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TooltipProvider } from "@radix-ui/react-tooltip";
import { LazyMotion, MotionConfig } from "framer-motion";
import { useEffect, useState, type ReactNode } from "react";
import { Toaster } from "sonner";

/** Spec §7/§9: 3 retries, backoff 1 s doubling to a 30 s cap, unused data collected after 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: QUERY_RETRIES, retryDelay, gcTime: QUERY_GC_TIME_MS } },
  });
}

const loadMotionFeatures = () => import("@/lib/motion-features").then((module) => module.default);

/** sonner takes one key combination; this adds F8 beside its Alt+T to jump to the notifications. */
function useF8FocusesToasts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8") return;
      const toaster = document.querySelector<HTMLElement>("[data-sonner-toaster]");
      if (!toaster) return;
      event.preventDefault();
      toaster.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session: created once on mount and kept across client-side navigations.
  const [queryClient] = useState(createQueryClient);
  useF8FocusesToasts();

  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
        <Toaster
          theme="system"
          visibleToasts={TOAST_VISIBLE}
          duration={TOAST_DURATION_MS}
          hotkey={["altKey", "KeyT"]}
          customAriaLabel="Notifications (F8 or Alt+T)"
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
