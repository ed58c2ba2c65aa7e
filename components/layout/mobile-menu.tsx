import type { ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";
import { StaticPart } from "@/components/ui/static-part";

const PANEL_ID = "mobile-menu";

/**
 * The phone-width menu. It is a native popover, so it opens, closes on Escape or an outside tap and
 * returns focus to its button even before (or without) JavaScript, and browsers expose the button's
 * expanded state from `popovertarget` themselves (an explicit aria-expanded is invalid HTML there). The
 * button's glyph follows the panel's state by CSS (`[data-menu-glyph]` in app/globals.css), so the button's
 * inside is a static part and the panel plain server HTML; a followed link closes the menu through the top
 * bar's one click listener (components/layout/top-bar-links.tsx).
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="@3xl:hidden">
      <StaticPart
        as="button"
        name="menu-button"
        type="button"
        popoverTarget={PANEL_ID}
        className="icon-button"
      >
        <span className="sr-only">{label}</span>
        <Glyph name="menu" data-menu-glyph="menu" className="size-6" />
        <Glyph name="close" data-menu-glyph="close" className="size-6" />
      </StaticPart>
      <div id={PANEL_ID} popover="auto" className="menu-panel">
        {children}
      </div>
    </div>
  );
}
