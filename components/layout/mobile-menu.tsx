"use client";

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";

const PANEL_ID = "mobile-menu";

/**
 * The phone-width menu. It is a native popover, so it opens, closes on Escape or an outside tap and
 * returns focus to its button even before (or without) JavaScript, and browsers expose the button's
 * expanded state from `popovertarget` themselves (an explicit aria-expanded is invalid HTML there).
 * The client part swaps the icon and closes the menu once a link in it is followed.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a")) panelRef.current?.hidePopover();
  };

  return (
    <div className="md:hidden">
      <button type="button" popoverTarget={PANEL_ID} className="icon-button">
        <span className="sr-only">Menu</span>
        <Glyph name={open ? "close" : "menu"} className="size-6" />
      </button>
      {/* Clicks bubble up from the links inside; the links themselves stay keyboard-operable. */}
      <div ref={panelRef} id={PANEL_ID} popover="auto" onClick={closeOnLink} className="menu-panel">
        {children}
      </div>
    </div>
  );
}
