"use client";

import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";
import { clsx } from "clsx/lite";

/** Tooltips open after 700 ms; moving to the next one within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Radix's tooltip provider, with the site's delays. It wraps the part of a page that has tooltips rather
 * than the whole app: importing Radix costs every page a sizeable chunk of JavaScript that pages without a tooltip
 * should not download.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

type TooltipProps = { label: string; children: ReactNode; className?: string };

/** A text tooltip for `children` (one focusable element). Include a <TooltipProvider> above it. */
export function Tooltip({ label, children, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          className={clsx(
            "z-50 rounded-tag bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-overlay",
            className,
          )}
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
