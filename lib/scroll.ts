import { prefersReducedMotion } from "./motion-preference";

/**
 * On a plain link from another page to a section of the home page: the section's id. The top bar's links are
 * static HTML; components/layout/top-bar-links.tsx gives them the client router and the delayed scroll.
 */
export const SECTION_LINK_ATTRIBUTE = "data-section-link";

/** Class on <html> that makes every section render now, not when it nears the screen (app/globals.css). */
export const RENDER_ALL_SECTIONS_CLASS = "render-all-sections";

/**
 * Sections below the first are rendered only when they near the screen (`content-visibility: auto`), so
 * until a section has been on screen its height is an estimate. Before a jump to a section, everything is
 * rendered once, so the jump lands where it should; the cost is one layout, paid when the visitor asks.
 */
export function renderAllSections(): void {
  const root = document.documentElement;
  if (root.classList.contains(RENDER_ALL_SECTIONS_CLASS)) return;
  root.classList.add(RENDER_ALL_SECTIONS_CLASS);
  // Read a size so the layout happens now, before the browser works out where to scroll.
  void root.offsetHeight;
}

/** What a visitor does to move on by themselves; after it, a pending jump to a section is dropped. */
const VISITOR_MOVED_ON = ["wheel", "touchstart", "keydown"];

/**
 * After `delayMs`, scrolls smoothly to the element with `id` on the home page (instantly under reduced
 * motion). Used when a link on another page leads to a section of the home page: the home page may still be
 * on its way after the delay, for seconds on a slow phone or network, so it looks for the section on each
 * frame until it is there, unless the visitor has moved on first (scrolled, touched, pressed a key).
 */
export function scrollToSectionAfter(id: string, delayMs: number): void {
  let movedOn = false;
  const moveOn = () => (movedOn = true);
  // On the window, wheel and touch listeners are passive already: they never hold up scrolling.
  for (const type of VISITOR_MOVED_ON) addEventListener(type, moveOn);
  const attempt = () => {
    if (movedOn) return;
    const target = location.pathname === "/" && document.getElementById(id);
    if (!target) return void requestAnimationFrame(attempt);
    renderAllSections();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  };
  setTimeout(attempt, delayMs);
}
