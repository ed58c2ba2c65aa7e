import type { ReactNode } from "react";
import { ParticleBackground } from "@/components/particles/particle-background";

type HeroProps = { id?: string; headline: string; subtitle: string; children?: ReactNode };

/**
 * The full-width hero over the particle background. The words animate movement only (CSS, 0.8 s,
 * subtitle 0.2 s later) and are never transparent, so the first paint already shows them.
 */
export function Hero({ id, headline, subtitle, children }: HeroProps) {
  return (
    <section id={id} aria-labelledby="hero-title" className="hero">
      <ParticleBackground className="-z-10" />
      <div className="hero-inner">
        {/* `animate-rise` and its delay stay on the element: the reduced-motion rule in app/globals.css names
            the class, and the animation shorthand (a utility) would reset a delay set in the components layer. */}
        <h1 id="hero-title" className="hero-title animate-rise">
          {headline}
        </h1>
        <p className="hero-subtitle animate-rise [animation-delay:0.2s]">{subtitle}</p>
        {children ? <div className="hero-actions animate-rise [animation-delay:0.2s]">{children}</div> : null}
      </div>
    </section>
  );
}
