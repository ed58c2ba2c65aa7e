import type { ReactNode } from "react";
import { LanguageLinks } from "@/components/layout/language-links";
import { ChatLink } from "@/components/ui/chat-link";
import { StaticPart } from "@/components/ui/static-part";
import { pageLocale } from "@/lib/page-locale";
import { routes } from "@/lib/routes.mjs";
import { siteConfig } from "@/lib/site-config";

/**
 * The footer (`path`: the page's own), with the page in the site's other languages and the year after ©
 * (`year`: components/layout/footer.tsx gives the visitor's; this module imports nothing React runs, so the
 * 404 page draws it without adding to every route's start-up JavaScript).
 */
export async function FooterFrame({ path, year }: { path: string; year: ReactNode }) {
  const { content, at } = await pageLocale();
  const { site } = content.site;
  const { notesText } = content.notesText;
  const words = content.interface.interfaceText;
  const linkClass = "quiet-link";
  return (
    <footer className="border-t border-border bg-muted/50">
      <StaticPart name="footer" className="footer-grid">
        <div>
          <p className="text-lg font-bold">{site.brand}</p>
          <p className="mt-2 text-sm text-muted-foreground">{site.taglines.primary}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{words.footer.contact}</h2>
          <ul className="footer-list">
            <li>
              {`${words.footer.whatsapp}: `}
              <ChatLink place="footer" className={linkClass}>
                {siteConfig.phoneDisplay}
              </ChatLink>
            </li>
            <li>
              {`${words.footer.email}: `}
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li>{site.location}</li>
            <li>{site.hours}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{words.footer.pages}</h2>
          <ul className="footer-list">
            <li>
              <a href={at(routes.home.path)} className={linkClass}>
                {words.footer.home}
              </a>
            </li>
            <li>
              <a href={at(routes.about.path)} className={linkClass}>
                {words.footer.about}
              </a>
            </li>
            <li>
              <a href={at(routes.notes.path)} className={linkClass}>
                {notesText.navLabel}
              </a>
            </li>
            <LanguageLinks path={path} className={linkClass} asItems />
          </ul>
        </div>
      </StaticPart>
      <p className="footer-bottom">
        © {year}
        {` ${site.brand}. ${words.footer.rights}`}
      </p>
    </footer>
  );
}
