import { notesText } from "@/content/notes-text";
import { site } from "@/content/site";
import { CurrentYear } from "@/components/layout/current-year";
import { HydrateLater } from "@/components/layout/hydrate-later";
import { ChatLink } from "@/components/ui/chat-link";
import { routes } from "@/lib/routes.mjs";
import { siteConfig } from "@/lib/site-config";

/** The footer of every page, hydrated after the rest of the page (components/layout/hydrate-later.tsx). */
export function Footer() {
  const linkClass = "quiet-link";
  return (
    <HydrateLater>
      <footer className="border-t border-border bg-muted/50">
        <div className="footer-grid">
          <div>
            <p className="text-lg font-bold">{site.brand}</p>
            <p className="mt-2 text-sm text-muted-foreground">{site.taglines.primary}</p>
          </div>
          <div>
            <h2 className="text-sm font-semibold">Contact</h2>
            <ul className="footer-list">
              <li>
                WhatsApp:{" "}
                <ChatLink place="footer" className={linkClass}>
                  {siteConfig.phoneDisplay}
                </ChatLink>
              </li>
              <li>
                Email:{" "}
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </li>
              <li>{site.location}</li>
              <li>{site.hours}</li>
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold">Pages</h2>
            <ul className="footer-list">
              <li>
                <a href={routes.home.path} className={linkClass}>
                  Home
                </a>
              </li>
              <li>
                <a href={routes.about.path} className={linkClass}>
                  About Me
                </a>
              </li>
              <li>
                <a href={routes.notes.path} className={linkClass}>
                  {notesText.navLabel}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <p className="footer-bottom">
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.brand}. All rights reserved.
        </p>
      </footer>
    </HydrateLater>
  );
}
