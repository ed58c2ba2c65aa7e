"use client";

import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { clsx } from "clsx/lite";
import { nextThemeChoice, setThemeChoice, type ThemeChoice } from "@/lib/theme";
import { useThemeChoice } from "@/lib/use-theme-choice";

type TooltipModule = typeof import("@/components/ui/tooltip");

/**
 * Radix's tooltip is not needed to show the page or to use the toggle, so it loads when the
 * pointer first reaches the toggle or the toggle first gets focus: the tooltip's 700 ms delay covers the
 * download, and nobody who never goes near the toggle pays for it. Swapping it in remounts the button;
 * focus is handed back if it was there and has not moved on since.
 */
function useTooltipOnDemand(button: RefObject<HTMLButtonElement | null>, enabled: boolean) {
  const [tooltip, setTooltip] = useState<TooltipModule | null>(null);
  const requested = useRef(false);
  const refocus = useRef(false);

  const pressing = useRef(false);
  const swapAfterPress = useRef<(() => void) | null>(null);

  const load = useCallback(() => {
    if (!enabled || requested.current) return;
    requested.current = true;
    void import("@/components/ui/tooltip").then((module) => {
      const swapIn = () => {
        refocus.current = document.activeElement === button.current;
        setTooltip(module);
      };
      if (pressing.current) swapAfterPress.current = swapIn;
      else swapIn();
    });
  }, [enabled, button]);

  /**
   * A button replaced mid-press never gets its click, so a tooltip that arrives while the button is held
   * down (pointer or space bar) waits for the release, and for the task after it, where the click is.
   */
  const press = useCallback(() => {
    if (!enabled || tooltip || pressing.current) return;
    pressing.current = true;
    const releases = ["pointerup", "pointercancel", "keyup"] as const;
    const release = () => {
      for (const type of releases) removeEventListener(type, release, true);
      setTimeout(() => {
        pressing.current = false;
        swapAfterPress.current?.();
        swapAfterPress.current = null;
      });
    };
    for (const type of releases) addEventListener(type, release, true);
  }, [enabled, tooltip]);

  useLayoutEffect(() => {
    if (!tooltip || !refocus.current) return;
    refocus.current = false;
    // Only if the remount dropped it: a visitor who tabbed on while the module arrived keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    button.current?.focus({ preventScroll: true });
  }, [tooltip, button]);

  return { tooltip, load, press };
}

/** The toggle's words in the page's language (content/interface.ts). */
export type ThemeWords = { theme: string; themes: Record<ThemeChoice, string>; switchTheme: string };

type ThemeToggleProps = {
  words: ThemeWords;
  /** The name is shown beside the icon (the phone menu), not in a tooltip (the top bar). */
  withLabel?: boolean;
  className?: string;
  /** Each theme's icon and name, as server HTML (components/layout/theme-choices.tsx). */
  children: ReactNode;
};

/**
 * Cycles the colour theme: system → light → dark. The icon and the accessible name ("Theme: Dark") inside
 * come from CSS keyed on <html>'s class, so they match the stored choice before hydration; without JavaScript
 * the toggle could not work and is not shown.
 */
export function ThemeToggle({ words, withLabel = false, className, children }: ThemeToggleProps) {
  const choice = useThemeChoice();
  const next = nextThemeChoice(choice);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { tooltip, load, press } = useTooltipOnDemand(buttonRef, !withLabel);

  const button = (
    <button
      ref={buttonRef}
      type="button"
      data-theme-toggle=""
      onClick={() => setThemeChoice(next)}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={press}
      onKeyDown={(event) => event.key === " " && press()}
      className={clsx("icon-button", withLabel && "px-3 text-base font-medium", className)}
    >
      {children}
    </button>
  );

  if (withLabel || !tooltip) return button;
  const { Tooltip, TooltipProvider } = tooltip;
  return (
    <TooltipProvider>
      <Tooltip
        label={words.switchTheme
          .replace("{current}", words.themes[choice])
          .replace("{next}", words.themes[next].toLowerCase())}
      >
        {button}
      </Tooltip>
    </TooltipProvider>
  );
}
