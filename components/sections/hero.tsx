import type { ReactNode } from "react";
import { ParticleBackground } from "@/components/particles/particle-background";
import { StaticPart } from "@/components/ui/static-part";

type HeroProps = {
  id?: string;
  headline: string;
  subtitle: string;
  /** What the visitor gets, in a line under the subtitle. */
  offer?: string;
  /** Facts under the buttons: a figure and what it counts. */
  proof?: readonly { value: string; label: string }[];
  /** Beside the words on a wide screen, under them on a phone (the home page's example chat). */
  aside?: ReactNode;
  children?: ReactNode;
};

/** Where the hero ends in the HTML: the browser paints nothing before it has read that far. */
const HERO_END = "hero-end";

/**
 * The full-width hero over the particle background. The words animate movement only (CSS, 0.8 s,
 * subtitle 0.2 s later) and are never transparent, so the first paint already shows them.
 *
 * Its content is centred vertically, so a hero drawn half-read would move up as the rest of it arrived: a
 * layout shift, seen when the HTML comes in pieces (a slow network) or the parser pauses (a busy phone). The
 * `expect` link (which React puts in the head) holds the first paint until the end of the hero is read,
 * in Chromium; other engines ignore it.
 */
export function Hero({ id, headline, subtitle, offer, proof, aside, children }: HeroProps) {
  return (
    <section id={id} aria-labelledby="hero-title" className="hero">
      <link rel="expect" href={`#${HERO_END}`} blocking="render" />
      <ParticleBackground className="-z-10" />
      <StaticPart name="hero" className={aside ? "hero-inner hero-split" : "hero-inner"}>
        {/* `animate-rise` and its delay stay on the element: the reduced-motion rule in app/globals.css names
            the class, and the animation shorthand (a utility) would reset a delay set in the components layer. */}
        <div>
          <h1 id="hero-title" className="hero-title animate-rise">
            {headline}
          </h1>
          <p className="hero-subtitle animate-rise [animation-delay:0.2s]">{subtitle}</p>
          {offer ? <p className="hero-offer animate-rise [animation-delay:0.2s]">{offer}</p> : null}
          {children ? (
            <div className="hero-actions animate-rise [animation-delay:0.2s]">{children}</div>
          ) : null}
          {proof?.length ? (
            <ul role="list" className="hero-proof">
              {proof.map((fact) => (
                <li key={fact.value}>
                  <b>{fact.value}</b> {fact.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside}
      </StaticPart>
      <div id={HERO_END} hidden />
    </section>
  );
}
