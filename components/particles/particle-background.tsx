"use client";

import { useEffect, useRef } from "react";
import { clsx } from "clsx";
import { startParticles, type ParticleState } from "./start-particles";

/**
 * The hero's animated background: a host element whose particles `startParticles` draws once the page has
 * loaded and gone idle. The page never depends on it.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    return host ? startParticles(host) : undefined;
  }, []);

  return (
    <div
      ref={hostRef}
      aria-hidden="true"
      data-particles={"idle" satisfies ParticleState}
      className={clsx("pointer-events-none absolute inset-0 overflow-hidden", className)}
    />
  );
}
