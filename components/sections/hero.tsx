import type { ReactNode } from "react";
import { ParticleBackground } from "@/components/particles/particle-background";

type HeroProps = { id?: string; headline: string; subtitle: string; children?: ReactNode };

/**
 * The full-width hero over the particle background. The words animate movement only (CSS, 0.8 s,
 * subtitle 0.2 s later) and are never transparent, so the first paint already shows them.
 */
export function Hero({ id, headline, subtitle, children }: HeroProps) {
  return (
    <section
      id={id}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[min(100svh,52rem)] items-center overflow-hidden bg-hero pt-16 text-hero-foreground"
    >
      <ParticleBackground className="-z-10" />
      <div className="mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6">
        <h1
          id="hero-title"
          className="animate-rise text-[2rem] font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {headline}
        </h1>
        <p className="mt-6 animate-rise text-lg text-pretty text-hero-muted [animation-delay:0.2s] sm:text-xl">
          {subtitle}
        </p>
        {children ? (
          <div className="mt-10 flex animate-rise flex-wrap items-center justify-center gap-4 [animation-delay:0.2s]">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
