/** On a card's title button (components/ui/collapsible-cards.tsx): it opens and closes the body its `aria-controls` names. */
export const DISCLOSURE_ATTRIBUTE = "data-disclosure";

/**
 * Opens or closes a disclosure: the button's `aria-expanded`, the body's `data-state`, and the body's
 * `hidden="until-found"` while closed, so in-page search can still find its text and open it.
 */
export function setDisclosure(button: Element, open: boolean): void {
  const body = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!body) return;
  button.setAttribute("aria-expanded", String(open));
  body.dataset.state = open ? "open" : "closed";
  if (open) body.removeAttribute("hidden");
  else body.setAttribute("hidden", "until-found");
}

export const isOpen = (button: Element) => button.getAttribute("aria-expanded") === "true";
