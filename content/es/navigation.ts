import type * as en from "../navigation";
import { sectionIds } from "../navigation";
import type { Translation } from "../translation";

export const navItems = [
  { kind: "section", label: "Inicio", sectionId: sectionIds.home },
  { kind: "section", label: "Servicios", sectionId: sectionIds.services },
  { kind: "section", label: "Portafolio", sectionId: sectionIds.portfolio },
  { kind: "page", label: "Sobre mí", page: "about" },
] satisfies Translation<typeof en.navItems>;

export const ctaLabel = "Hablemos" satisfies Translation<typeof en.ctaLabel>;

export { CROSS_PAGE_SCROLL_DELAY_MS, sectionIds } from "../navigation";
