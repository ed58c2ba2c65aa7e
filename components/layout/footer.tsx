import { chatMessages } from "@/content/chat";
import { site } from "@/content/site";
import { CurrentYear } from "@/components/layout/current-year";
import { ChatLink } from "@/components/ui/chat-link";
import { routes } from "@/lib/routes.mjs";
import { siteConfig } from "@/lib/site-config";

export function Footer() {
  const linkClass = "quiet-link";
  return (
    <footer className="border-t border-border bg-muted/50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{site.brand}</p>
          <p className="mt-2 text-sm text-muted-foreground">{site.taglines.primary}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold">Contact</h2>
          <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
            <li>
              WhatsApp:{" "}
              <ChatLink message={chatMessages.footer} className={linkClass}>
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
          <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
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
          </ul>
        </div>
      </div>
      <p className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
        © <CurrentYear buildYear={new Date().getFullYear()} /> {site.brand}. All rights reserved.
      </p>
    </footer>
  );
}
