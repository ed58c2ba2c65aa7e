"use client";

import { useEffect, useRef } from "react";
import { clsx } from "clsx/lite";
import type { ParticleState } from "./start-particles";
import { PARTICLE_FAILED_WARNING } from "./warnings";

/**
 * The hero's animated background: a host element whose particles `startParticles` draws once the page has
 * loaded and gone idle. The page never depends on it, so even the code that starts them is a chunk of its
 * own, fetched after hydration: it stays out of the start-up JavaScript every visitor waits for.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    import("./start-particles").then(
      ({ startParticles }) => {
        if (!unmounted) stop = startParticles(host);
      },
      (error: unknown) => {
        host.dataset.particles = "failed" satisfies ParticleState;
        console.warn(
          PARTICLE_FAILED_WARNING,
          error instanceof Error ? error.message : "its code did not load",
        );
      },
    );
    return () => {
      unmounted = true;
      stop?.();
    };
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
