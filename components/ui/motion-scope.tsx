"use client";

import { LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";

const loadFeatures = () => import("@/lib/motion-features").then((module) => module.default);

/**
 * Animation support for the part of a page that animates (the About page's cards). It lives here rather
 * than in the app-wide providers so pages without animations never download framer-motion; the
 * animation features themselves load on demand.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
