"use client";

import { DISCLOSURE_ATTRIBUTE, isOpen, setDisclosure } from "@/lib/disclosure";
import { REVEAL_INDEX_ATTRIBUTE, revealOnce } from "@/lib/reveal";
import type { PartBehaviour } from "@/components/ui/live-part";

const disclosureOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`[${DISCLOSURE_ATTRIBUTE}]`) : null;

/**
 * What makes the collapsible cards (components/ui/collapsible-cards.tsx) of a static part work, its
 * `behaviour="cards"` (components/ui/live-part.tsx): the section is server HTML that React does not walk, so
 * the part's element takes every card's click, through React, which replays a click that comes before the part
 * is hydrated. A title button opens and closes its card's body; a closed body is `hidden="until-found"`, and in-page
 * search finding its text opens it (`beforematch`); each card still off screen fades in the first time it scrolls
 * into view (lib/reveal.ts).
 */
export const collapsibleCards: PartBehaviour = {
  click(target, part) {
    const button = disclosureOf(target);
    if (button && part.contains(button)) setDisclosure(button, !isOpen(button));
  },
  start(part) {
    const buttons = () => part.querySelectorAll(`[${DISCLOSURE_ATTRIBUTE}]`);
    for (const button of buttons()) setDisclosure(button, isOpen(button));
    const onFound = (event: Event) => {
      const body = event.target instanceof Element ? event.target : null;
      const button = [...buttons()].find((each) => each.getAttribute("aria-controls") === body?.id);
      if (button) setDisclosure(button, true);
    };
    // Captured: the event is fired at the body itself.
    part.addEventListener("beforematch", onFound, true);
    const stopReveals = [...part.querySelectorAll<HTMLElement>(`[${REVEAL_INDEX_ATTRIBUTE}]`)].map((card) =>
      revealOnce(card, Number(card.getAttribute(REVEAL_INDEX_ATTRIBUTE))),
    );
    return () => {
      part.removeEventListener("beforematch", onFound, true);
      for (const stop of stopReveals) stop();
    };
  },
};
