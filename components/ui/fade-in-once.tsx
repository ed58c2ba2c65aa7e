"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { CARD_FADE_DURATION_S, cardFadeDelay } from "@/lib/card-animation";
import { prefersReducedMotion } from "@/lib/motion-preference";

/**
 * `data-reveal` on the wrapper:
 * "shown": as the server rendered it (visible, also with JavaScript off);
 * "waiting": still off screen after hydration, hidden by CSS until it first scrolls into view;
 * "revealed": faded in once (framer-motion's animate, 0.5 s, 0.1 s × index later), and never again.
 */
export type RevealPhase = "shown" | "waiting" | "revealed";

type FadeInOnceProps = { index: number; className?: string; children: ReactNode };

const loadAnimate = () => import("framer-motion/dom/mini").then((module) => module.animate);

/**
 * Fades its children in the first time they scroll into view. Content is never transparent in the server
 * HTML: only an element still off screen after hydration is hidden, so nobody sees it vanish. The phase
 * lives in a data attribute rather than React state, so revealing a card costs no re-render, and the
 * animation code (framer-motion's small WAAPI `animate`) loads only when the first card comes into view.
 */
export function FadeInOnce({ index, className, children }: FadeInOnceProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    // Under reduced motion the entrance animation is skipped: the card simply stays as rendered.
    if (!element || prefersReducedMotion()) return;
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
  }, [index]);

  return (
    <div ref={ref} data-reveal={"shown" satisfies RevealPhase} className={className}>
      {children}
    </div>
  );
}
