import { ctaLabel, navItems, sectionIds, type NavItem } from "@/content/navigation";
import { site } from "@/content/site";
import { buttonClass } from "@/components/ui/button-styles";
import { ChatLink, type ChatLinkPlace } from "@/components/ui/chat-link";
import { GlyphSprite } from "@/components/ui/glyph-sprite";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { SectionLink } from "@/components/layout/section-link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { routes } from "@/lib/routes.mjs";
import { cn } from "@/lib/utils";

/** "home": the landing page, whose sections are on this page; "other": every other page. */
export type TopBarPage = "home" | "other";

const linkClass = "nav-link";

function NavLink({ item, page, className }: { item: NavItem; page: TopBarPage; className?: string }) {
  // Links between pages are plain links: two static pages gain nothing from next/link's client router,
  // which would add its code to every page's start-up JavaScript.
  if (item.kind === "page") {
    return (
      <a href={routes[item.page].path} className={className}>
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
  if (item.sectionId === sectionIds.home) {
    return (
      <a href={routes.home.path} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <SectionLink sectionId={item.sectionId} className={className}>
      {item.label}
    </SectionLink>
  );
}

function NavList({
  page,
  className,
  linkClassName,
}: {
  page: TopBarPage;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.label}>
          <NavLink item={item} page={page} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The fixed top bar (`--top-bar-height` high in globals.css: sections scroll to just below it) with the brand, the section links and the chat
 * button. It carries the page's glyph paths: every page that shows a glyph has it. On a service's or a note's
 * page (`chat`), the chat button opens the chat about it.
 */
export function TopBar({ page, chat }: { page: TopBarPage; chat?: ChatLinkPlace }) {
  return (
    <header className="top-bar">
      <GlyphSprite />
      <div className="top-bar-inner">
        {page === "home" ? (
          <a href={`#${sectionIds.home}`} className="brand">
            {site.brand}
          </a>
        ) : (
          <a href={routes.home.path} className="brand">
            {site.brand}
          </a>
        )}
        <nav aria-label="Main" className="hidden @3xl:block">
          <NavList page={page} className="flex items-center gap-1" linkClassName={linkClass} />
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle className="@max-3xl:hidden" />
          <ChatLink
            {...(chat ?? { place: page === "home" ? "topBar" : "aboutPage" })}
            className={buttonClass("primary", "@max-[18rem]:hidden", "compact")}
          >
            {ctaLabel}
          </ChatLink>
          <MobileMenu>
            <nav aria-label="Mobile">
              <NavList
                page={page}
                className="flex flex-col gap-1"
                linkClassName={cn(linkClass, "flex text-base")}
              />
            </nav>
            <div className="mt-3 border-t border-border pt-3">
              <ThemeToggle withLabel />
            </div>
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
