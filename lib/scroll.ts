import { prefersReducedMotion } from "./motion-preference";

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
      target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
      return;
    }
    if (performance.now() - startedAt < SECTION_WAIT_LIMIT_MS) requestAnimationFrame(attempt);
  };
  window.setTimeout(attempt, delayMs);
}
