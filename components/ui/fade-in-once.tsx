"use client";

import { m } from "framer-motion";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CARD_FADE_DURATION_S, cardFadeDelay } from "@/lib/card-animation";
import { prefersReducedMotion } from "@/lib/motion-preference";
import { clsx } from "clsx";

/**
 * "shown": as the server rendered it (visible, also with JavaScript off);
 * "waiting": below the fold after hydration, hidden until it first scrolls into view;
 * "revealed": faded in once, and never again.
 */
type Phase = "shown" | "waiting" | "revealed";

type FadeInOnceProps = { index: number; className?: string; children: ReactNode };

/**
 * Fades its children in the first time they scroll into view. Content is never transparent in the
 * server HTML: only an element that is still off screen after hydration is hidden, so nobody sees it vanish.
 */
export function FadeInOnce({ index, className, children }: FadeInOnceProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("shown");

  useEffect(() => {
    const element = ref.current;
    // Under reduced motion the entrance animation is skipped: the card simply stays as rendered.
    if (!element || prefersReducedMotion()) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const inView = entry?.isIntersecting ?? false;
        if (firstReport) {
          firstReport = false;
          if (inView) observer.disconnect();
          else setPhase("waiting");
          return;
        }
        if (inView) {
          setPhase("revealed");
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <m.div
      ref={ref}
      data-reveal={phase}
      className={clsx(className)}
      initial={false}
      animate={phase === "waiting" ? { opacity: 0, y: 16 } : { opacity: 1, y: 0 }}
      transition={
        phase === "revealed"
          ? { duration: CARD_FADE_DURATION_S, delay: cardFadeDelay(index), ease: "easeOut" }
          : { duration: 0 }
      }
    >
      {children}
    </m.div>
  );
}
