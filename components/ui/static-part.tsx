"use client";

import { createElement, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from "react";
import { STATIC_PART_ATTRIBUTE } from "@/lib/static-part.mjs";

export type StaticPartProps = HTMLAttributes<HTMLElement> &
  Pick<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "popoverTarget"> & {
    /** The element the part is. */
    as?: "section" | "div" | "main" | "article" | "aside" | "nav" | "ul" | "svg" | "button" | "span";
    /** Unique on the page: the build checks it. */
    name: string;
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
 * part whose HTML has controls is a LivePart (components/ui/live-part.tsx).
 */
export function StaticPart({ as = "div", name, children, ...props }: StaticPartProps) {
  const attributes = { ...props, [STATIC_PART_ATTRIBUTE]: name };
  return children === undefined
    ? createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: serverHtmlOf(name) } })
    : createElement(as, attributes, children);
}
