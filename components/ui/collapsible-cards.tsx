import { clsx } from "clsx/lite";
import { Glyph } from "@/components/ui/glyph";
import { DISCLOSURE_ATTRIBUTE } from "@/lib/disclosure";
import { REVEAL_INDEX_ATTRIBUTE, type RevealPhase } from "@/lib/reveal";

/** One card: its title, its body's text, and a content icon's path (`iconPath` in components/ui/icon.tsx) drawn in a badge of the colour `accent` (`.accent-<colour>` in app/globals.css). */
export type CardContent = { title: string; text: string; icon?: string; accent?: string };

/**
 * The items of a card list, as server HTML (the section renders the `<ul>` or `<ol>` around them). Each card's
 * title is a disclosure button; its body is always in the HTML, so with JavaScript off a CSS rule shows it
 * outright, and with it the section's components/ui/collapsible-card.tsx makes it work: collapsed, the body is
 * `hidden="until-found"`, so in-page search can still find and open it. `kind` becomes each item's
 * `data-card` and names its body's id.
 */
export function CollapsibleCards({ cards, kind }: { cards: CardContent[]; kind: string }) {
  return cards.map(({ title, text, icon, accent }, index) => {
    const bodyId = `${kind}-card-${index + 1}`;
    return (
      <li key={index} data-card={kind}>
        <div
          data-reveal={"shown" satisfies RevealPhase}
          {...{ [REVEAL_INDEX_ATTRIBUTE]: index }}
          className="h-full"
        >
          <article className="disclosure">
            <h3>
              <button
                type="button"
                aria-expanded={false}
                aria-controls={bodyId}
                {...{ [DISCLOSURE_ATTRIBUTE]: "" }}
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
            <div id={bodyId} data-collapsible-body="" data-state="closed">
              <div className="disclosure-body">
                <p>{text}</p>
              </div>
            </div>
          </article>
        </div>
      </li>
    );
  });
}
