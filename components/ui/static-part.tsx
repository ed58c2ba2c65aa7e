"use client";

import {
  createElement,
  useEffect,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { collapsibleCards } from "@/components/ui/collapsible-card";
import { markLive } from "@/lib/live";
import { STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";

/**
 * What a static part's HTML does once the page runs, for a part whose HTML has controls: `click` takes every
 * click inside the part (through React, which replays a click that comes before the part is hydrated);
 * `start` sets the part up and returns what undoes it.
 */
export type PartBehaviour = {
  click(event: MouseEvent<HTMLElement>, part: HTMLElement): void;
  start(part: HTMLElement): () => void;
};

/** The behaviours a part can name: serializable, so a server component can choose one. */
const behaviours = { cards: collapsibleCards } satisfies Record<string, PartBehaviour>;

type StaticPartProps = HTMLAttributes<HTMLElement> &
  Pick<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "popoverTarget"> & {
    /** The element the part is. */
    as?: "section" | "div" | "main" | "article" | "aside" | "nav" | "ul" | "svg" | "button" | "span";
    /** Unique on the page: the build checks it. */
    name: string;
    /** What the part's controls do (`behaviours`); none for a part that is only to be read. */
    behaviour?: keyof typeof behaviours;
    children?: ReactNode;
  };

/** The server's HTML of each part of the page this document was loaded with, by name. */
const serverHtml = new Map<string, string>();

/** A part's HTML as the server sent it; the first call reads every part on the page, before any is replaced. */
function serverHtmlOf(name: string) {
  if (!serverHtml.has(name))
    for (const element of document.querySelectorAll(`[${STATIC_PART_ATTRIBUTE}]`))
      serverHtml.set(element.getAttribute(STATIC_PART_ATTRIBUTE) ?? "", element.innerHTML);
  return serverHtml.get(name) ?? "";
}

/**
 * A part of a page with no client component inside: HTML that React does not walk. The server renders its
 * children as usual; the build takes them out of the payload the page hydrates from (tools/pipeline/
 * inline-payload.mjs, which refuses a part holding a client component), so hydrating, the part is one element
 * whose HTML is the document's. Rendered from a client navigation's payload, which keeps them, it renders its
 * children; rendered again from the first page's payload (back to it), the HTML it first had. A part with a
 * `behaviour` is listed in `data-live` on <html> once it is set up (lib/live.ts).
 */
export function StaticPart({ as = "div", name, behaviour, children, ...props }: StaticPartProps) {
  const live = behaviour ? behaviours[behaviour] : undefined;

  useEffect(() => {
    // The one element of its name on the page (the build checks it).
    const part = document.querySelector<HTMLElement>(`[${STATIC_PART_ATTRIBUTE}="${name}"]`);
    if (!live || !part) return;
    const stop = live.start(part);
    const unmark = markLive(name);
    return () => {
      stop();
      unmark();
    };
  }, [live, name]);

  const attributes = {
    ...props,
    [STATIC_PART_ATTRIBUTE]: name,
    ...(live && { onClick: (event: MouseEvent<HTMLElement>) => live.click(event, event.currentTarget) }),
  };
  return children === undefined
    ? createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: serverHtmlOf(name) } })
    : createElement(as, attributes, children);
}
