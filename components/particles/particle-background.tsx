"use client";

import { useEffect, useRef } from "react";
import { clsx } from "clsx/lite";
import { afterLoadAndIdle } from "@/lib/page-idle";
import type { ParticleState } from "./start-particles";
import { PARTICLE_FAILED_WARNING } from "./warnings";

/**
 * The hero's animated background: a host element whose particles `startParticles` draws. The page never
 * depends on it, so even the code that starts them is a chunk of its own, fetched only once the page has
 * loaded and gone idle: neither its download nor its evaluation joins hydration's work.
 */
export function ParticleBackground({ className }: { className?: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancelIdle = afterLoadAndIdle(() => {
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
    });
    return () => {
      unmounted = true;
      cancelIdle();
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
