"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Glyph } from "@/components/ui/glyph";
import { FadeInOnce } from "@/components/ui/fade-in-once";
import { clsx } from "clsx/lite";

// useLayoutEffect warns during server rendering; the attribute only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Plain strings, not rendered elements: a prop of a client component travels in the page's React payload, and
 * an element (an `<svg>` with its attributes, a `<p>`) costs far more there than its text.
 */
type CollapsibleCardProps = {
  title: string;
  /** The body's text. */
  text: string;
  /** A content icon's path (`iconPath` in components/ui/icon.tsx), drawn in a badge before the title. */
  icon?: string;
  /** The badge's colour (`.accent-<colour>` in app/globals.css). */
  accent?: string;
  /** Position in its grid: staggers the fade-in. */
  index: number;
};

/**
 * A card whose title is a disclosure button. The body is always in the HTML: collapsed it is
 * `hidden="until-found"`, so in-page search can still find and open it, and with JavaScript off
 * a CSS rule shows it outright.
 */
export function CollapsibleCard({ title, text, icon, accent, index }: CollapsibleCardProps) {
  const [open, setOpen] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();

  // React renders hidden="until-found" as a plain `hidden`, so the attribute is set here instead.
  useBrowserLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (open) body.removeAttribute("hidden");
    else body.setAttribute("hidden", "until-found");
  }, [open]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const reveal = () => setOpen(true);
    body.addEventListener("beforematch", reveal);
    return () => body.removeEventListener("beforematch", reveal);
  }, []);

  return (
    <FadeInOnce index={index} className="h-full">
      <article className="disclosure">
        <h3>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
            className="disclosure-button"
          >
            {icon ? (
              <span className={clsx("icon-badge size-10", accent && `accent accent-${accent}`)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="icon">
                  <path d={icon} />
                </svg>
              </span>
            ) : null}
            <span className="flex-1">{title}</span>
            {/* Turned by CSS while the button is expanded (.disclosure-chevron). */}
            <Glyph name="chevron-down" data-collapsible-chevron="" className="disclosure-chevron" />
          </button>
        </h3>
        <div ref={bodyRef} id={bodyId} data-collapsible-body="" data-state={open ? "open" : "closed"}>
          <div className="disclosure-body">
            <p>{text}</p>
          </div>
        </div>
      </article>
    </FadeInOnce>
  );
}

/** One card's content, as `<CollapsibleCards>` takes it. */
type CardContent = Omit<CollapsibleCardProps, "index">;

/**
 * The items of a card list (the server section renders the `<ul>` or `<ol>` around them). One client
 * component for the whole list: the page's React payload then carries each card's text once, not a list
 * item and a client element with their props per card, and React decodes one element instead of 36.
 * `kind` becomes each item's `data-card`.
 */
export function CollapsibleCards({ cards, kind }: { cards: CardContent[]; kind: string }) {
  return cards.map((card, index) => (
    <li key={index} data-card={kind}>
      <CollapsibleCard index={index} {...card} />
    </li>
  ));
}
