"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CROSS_PAGE_SCROLL_DELAY_MS } from "@/content/navigation";
import { markLive } from "@/lib/live";
import { SECTION_LINK_ATTRIBUTE, scrollToSectionAfter } from "@/lib/scroll";
import { STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";

const modified = (event: MouseEvent) =>
  event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * What the top bar's links do once JavaScript runs. The links are plain server HTML that React does not walk
 * (static parts, components/ui/static-part.tsx), so one listener on the document serves them all:
 * - a link from another page to a section of the home page (`data-section-link`: the section's id) opens the
 *   home page through the client router and, after 100 ms, scrolls smoothly to the section. Without JavaScript
 *   or with a modifier key it is the plain `/#id` link it looks like;
 * - a link followed inside a popover (the phone menu, components/layout/mobile-menu.tsx) closes it.
 * Renders nothing; `data-live` marks the static parts holding such links while it listens.
 */
export function TopBarLinks() {
  const router = useRouter();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link) return;
      link.closest<HTMLElement>("[popover]")?.hidePopover();
      const sectionId = link.getAttribute(SECTION_LINK_ATTRIBUTE);
      if (!sectionId || event.defaultPrevented || modified(event)) return;
      event.preventDefault();
      router.push(link.pathname);
      scrollToSectionAfter(sectionId, CROSS_PAGE_SCROLL_DELAY_MS);
    };
    document.addEventListener("click", onClick);
    const served = [...document.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`)].filter(
      (part) => part.querySelector(`a[${SECTION_LINK_ATTRIBUTE}]`) || part.closest("[popover]"),
    );
    const unmark = markLive(...served);
    return () => {
      document.removeEventListener("click", onClick);
      unmark();
    };
  }, [router]);

  return null;
}
