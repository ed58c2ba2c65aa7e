"use client";

import type { MouseEvent, ReactNode } from "react";

/** Clicks bubble up from the links inside; the links themselves stay keyboard-operable. */
const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
  if ((event.target as HTMLElement).closest("a")) event.currentTarget.hidePopover();
};

/** The phone menu's popover panel (components/layout/mobile-menu.tsx): a followed link closes it. */
export function MenuPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} popover="auto" onClick={closeOnLink} className="menu-panel">
      {children}
    </div>
  );
}
