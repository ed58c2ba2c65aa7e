"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { CROSS_PAGE_SCROLL_DELAY_MS } from "@/content/navigation";
import { scrollToSectionAfter } from "@/lib/scroll";

type SectionLinkProps = { home: string; sectionId: string; className?: string; children: ReactNode };

/**
 * A link from another page to a section of the home page (`home`: "/", or "/es"): it opens it and, after 100 ms,
 * scrolls smoothly to the section. Without JavaScript (or with a modifier key) it is a plain `/#id` link.
 */
export function SectionLink({ home, sectionId, className, children }: SectionLinkProps) {
  const router = useRouter();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    router.push(home);
    scrollToSectionAfter(sectionId, CROSS_PAGE_SCROLL_DELAY_MS);
  };

  return (
    <a href={`${home}#${sectionId}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
