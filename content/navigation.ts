/** Section ids on the landing page, in the order it shows them; the top bar, the hero and the tests read them here. */
export const sectionIds = {
  home: "home",
  services: "services",
  whyChoose: "why-choose",
  portfolio: "portfolio",
  about: "about",
  contact: "contact",
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/** A page of the site, by its key in lib/routes.mjs (which holds its path). */
export type PageKey = "home" | "about";

export type NavItem =
  { kind: "section"; label: string; sectionId: SectionId } | { kind: "page"; label: string; page: PageKey };

/** Top-bar links, in order. "Let's Talk" is the chat call to action, rendered apart. */
export const navItems: readonly NavItem[] = [
  { kind: "section", label: "Home", sectionId: sectionIds.home },
  { kind: "section", label: "Services", sectionId: sectionIds.services },
  { kind: "section", label: "Portfolio", sectionId: sectionIds.portfolio },
  { kind: "page", label: "About Me", page: "about" },
];

export const ctaLabel = "Let's Talk";

/** Delay before the home page scrolls to a section after arriving from the About page. */
export const CROSS_PAGE_SCROLL_DELAY_MS = 100;
