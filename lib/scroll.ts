import { prefersReducedMotion } from "./motion-preference";

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

/** How long to keep looking for a section that the next page has not rendered yet. */
const SECTION_WAIT_LIMIT_MS = 3000;

/**
 * After `delayMs`, scrolls smoothly to the element with `id` (instantly under reduced motion).
 * Used when a link on another page leads to a section of the home page: the home page may still be
 * rendering after the delay, so it keeps looking for the section on each frame for a short while.
 */
export function scrollToSectionAfter(id: string, delayMs: number): void {
  const startedAt = performance.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      renderAllSections();
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      return;
    }
    if (performance.now() - startedAt < SECTION_WAIT_LIMIT_MS) requestAnimationFrame(attempt);
  };
  window.setTimeout(attempt, delayMs);
}
