import type { ReactNode } from "react";
import type { NavItem } from "@/content/navigation";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink, type ChatLinkPlace } from "@/components/ui/chat-link";
import { GlyphSprite } from "@/components/ui/glyph-sprite";
import { StaticPart } from "@/components/ui/static-part";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { LanguageLinks } from "@/components/layout/language-links";
import { pageLocale } from "@/lib/page-locale";
import { routes } from "@/lib/routes.mjs";
import { SECTION_LINK_ATTRIBUTE } from "@/lib/scroll";
import { cn } from "@/lib/utils";

/** "home": the landing page, whose sections are on this page; "other": every other page. */
export type TopBarPage = "home" | "other";

const linkClass = "nav-link";

type NavProps = { page: TopBarPage; at: (path: string) => string; homeSection: string };

function NavLink({
  item,
  page,
  at,
  homeSection,
  className,
}: NavProps & { item: NavItem; className?: string }) {
  // Every link is plain server HTML, inside a static part. Links between pages stay plain: two static pages gain
  // nothing from next/link's client router, which would add its code to every page's start-up JavaScript.
  if (item.kind === "page") {
    return (
      <a href={at(routes[item.page].path)} className={className}>
        {item.label}
      </a>
    );
  }
  if (page === "home") {
    // Same page: a plain anchor, smooth-scrolled by CSS (and instant under reduced motion).
    return (
      <a href={`#${item.sectionId}`} className={className}>
        {item.label}
      </a>
    );
  }
  if (item.sectionId === homeSection) {
    return (
      <a href={at(routes.home.path)} className={className}>
        {item.label}
      </a>
    );
  }
  // To a section of the home page from another page: the client router and a delayed scroll once JavaScript
  // runs (components/layout/top-bar-links.tsx).
  const home = at(routes.home.path);
  return (
    <a
      href={`${home}#${item.sectionId}`}
      {...{ [SECTION_LINK_ATTRIBUTE]: item.sectionId }}
      className={className}
    >
      {item.label}
    </a>
  );
}

function NavList({
  items,
  className,
  linkClassName,
  ...nav
}: NavProps & { items: readonly NavItem[]; className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink item={item} {...nav} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export type TopBarProps = { page: TopBarPage; path: string; chat?: ChatLinkPlace };

/**
 * What React runs in the top bar, given by components/layout/top-bar.tsx: the links' delayed scroll and the theme
 * toggles. This module imports none of it, so the 404 page (components/not-found-page.tsx) draws the bar without
 * them and adds nothing to every route's start-up JavaScript.
 */
export type TopBarClientParts = {
  links?: ReactNode;
  /** The theme toggle in the bar, and the one in the phone's menu. */
  toggles?: { bar: ReactNode; menu: ReactNode };
};

/**
 * The fixed top bar (`--top-bar-height` high in globals.css: sections scroll to just below it) with the brand, the section links and the chat
 * button. It carries the page's glyph paths: every page that shows a glyph has it. On a service's or a note's
 * page (`chat`), the chat button opens the chat about it. The navigation lists and what the buttons show are
 * static parts (components/ui/static-part.tsx): React owns only the theme toggles.
 */
export async function TopBarFrame({ page, path, chat, links, toggles }: TopBarProps & TopBarClientParts) {
  const { content, at } = await pageLocale();
  const { ctaLabel, navItems, sectionIds } = content.navigation;
  const { site } = content.site;
  const words = content.interface.interfaceText;
  const nav = { page, at, homeSection: sectionIds.home, items: navItems };
  return (
    <header className="top-bar">
      <GlyphSprite />
      {links}
      <div className="top-bar-inner">
        {page === "home" ? (
          <a href={`#${sectionIds.home}`} className="brand">
            {site.brand}
          </a>
        ) : (
          <a href={at(routes.home.path)} className="brand">
            {site.brand}
          </a>
        )}
        <StaticPart as="nav" name="nav" aria-label={words.mainNavigation} className="hidden @3xl:block">
          <NavList {...nav} className="flex items-center gap-1" linkClassName={linkClass} />
        </StaticPart>
        <div className="flex items-center gap-2">
          <LanguageLinks path={path} className={cn(linkClass, "@max-3xl:hidden")} />
          {toggles?.bar}
          <ChatLink
            {...(chat ?? { place: page === "home" ? "topBar" : "aboutPage" })}
            className={buttonClass("primary", "@max-[18rem]:hidden", "compact")}
          >
            {ctaLabel}
          </ChatLink>
          <MobileMenu label={words.menu}>
            <StaticPart as="nav" name="menu-nav" aria-label={words.mobileNavigation}>
              <NavList
                {...nav}
                className="flex flex-col gap-1"
                linkClassName={cn(linkClass, "flex text-base")}
              />
            </StaticPart>
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-border pt-3">
              {toggles?.menu}
              <LanguageLinks path={path} className={cn(linkClass, "text-base")} />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
