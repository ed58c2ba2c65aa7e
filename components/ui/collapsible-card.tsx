"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";
import { FadeInOnce } from "@/components/ui/fade-in-once";
import { clsx } from "clsx/lite";

// useLayoutEffect warns during server rendering; the attribute only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

type CollapsibleCardProps = {
  title: string;
  /** Rendered on the server and passed through, like the body. */
  icon?: ReactNode;
  /** Position in its grid: staggers the fade-in. */
  index: number;
  className?: string;
  iconClassName?: string;
  children: ReactNode;
};

/**
 * A card whose title is a disclosure button. The body is always in the HTML: collapsed it is
 * `hidden="until-found"`, so in-page search can still find and open it, and with JavaScript off
 * a CSS rule shows it outright.
 */
export function CollapsibleCard({
  title,
  icon,
  index,
  className,
  iconClassName,
  children,
}: CollapsibleCardProps) {
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
      <article className={clsx("disclosure", className)}>
        <h3>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
            className="disclosure-button"
          >
            {icon ? <span className={clsx("icon-badge size-10", iconClassName)}>{icon}</span> : null}
            <span className="flex-1">{title}</span>
            {/* Turned by CSS while the button is expanded (.disclosure-chevron). */}
            <Glyph name="chevron-down" data-collapsible-chevron="" className="disclosure-chevron" />
          </button>
        </h3>
        <div ref={bodyRef} id={bodyId} data-collapsible-body="" data-state={open ? "open" : "closed"}>
          <div className="disclosure-body">{children}</div>
        </div>
      </article>
    </FadeInOnce>
  );
}
