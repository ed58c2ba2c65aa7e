import { CARD_FADE_DURATION_S, cardFadeDelay } from "./card-animation";
import { prefersReducedMotion } from "./motion-preference";

/**
 * `data-reveal` on a card's wrapper:
 * "shown": as the server rendered it (visible, also with JavaScript off);
 * "waiting": still off screen once the page runs, hidden by CSS until it first scrolls into view;
 * "revealed": faded in once (framer-motion's animate, 0.5 s, 0.1 s × index later), and never again.
 */
export type RevealPhase = "shown" | "waiting" | "revealed";

/** The wrapper's attribute holding its place in its grid, which staggers the fade-in. */
export const REVEAL_INDEX_ATTRIBUTE = "data-reveal-index";

const loadAnimate = () => import("framer-motion/dom/mini").then((module) => module.animate);

/**
 * Fades `element` in the first time it scrolls into view. Content is never transparent in the server HTML:
 * only an element still off screen when this starts is hidden, so nobody sees it vanish. The animation code
 * (framer-motion's small WAAPI `animate`) loads only when the first card comes into view. Under reduced
 * motion nothing happens. Returns what stops watching.
 */
export function revealOnce(element: HTMLElement, index: number): () => void {
  if (prefersReducedMotion()) return () => {};
  const setPhase = (phase: RevealPhase) => {
    element.dataset.reveal = phase;
  };
  let firstReport = true;
  let cancelled = false;
  const observer = new IntersectionObserver(
    ([entry]) => {
      const inView = entry?.isIntersecting ?? false;
      if (firstReport) {
        firstReport = false;
        if (inView) observer.disconnect();
        else setPhase("waiting");
        return;
      }
      if (!inView) return;
      observer.disconnect();
      loadAnimate().then(
        (animate) => {
          if (cancelled) return;
          // The first keyframe holds through the delay (fill: both), so the card never flashes in early.
          animate(
            element,
            { opacity: [0, 1], transform: ["translateY(1rem)", "translateY(0)"] },
            { duration: CARD_FADE_DURATION_S, delay: cardFadeDelay(index), ease: "easeOut" },
          );
          setPhase("revealed");
        },
        () => setPhase("revealed"),
      );
    },
    { threshold: 0.1 },
  );
  observer.observe(element);
  return () => {
    cancelled = true;
    observer.disconnect();
  };
}
