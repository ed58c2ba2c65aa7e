import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { inter } from "@/components/fonts";
import { Analytics } from "@/components/analytics/analytics";
import { Providers } from "@/components/providers";
import { ThemeScript } from "@/components/theme-script";
import { site } from "@/content/site";
import { pageLocale } from "@/lib/page-locale";
import type { Locale } from "@/lib/content";
import { siteConfig } from "@/lib/site-config";
import { feedTypes } from "@/lib/site-metadata";

/** What every page's head says unless the page says otherwise, in the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  const { site } = locale.content.site;
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { default: `${site.brand} — ${site.category}`, template: `%s · ${site.brand}` },
    description: site.description,
    applicationName: site.brand,
    authors: [{ name: site.ownerName }],
    creator: site.ownerName,
    formatDetection: { telephone: false, email: false, address: false },
    // app/icon.svg/route.ts draws it from the brand colour; /favicon.ico (public/) is for clients that ask the root.
    alternates: { types: feedTypes(locale) },
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-icon" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: site.colors.lightBackground },
    { media: "(prefers-color-scheme: dark)", color: site.colors.darkBackground },
  ],
};

/**
 * The document every page is in, in the page's language: app/(site)/layout.tsx's for the default language's
 * addresses, app/[lang]/layout.tsx's for the others, app/global-not-found.tsx's (`locale` given) for unknown
 * addresses. `lang` is the server's, not a script's.
 */
export async function RootDocument({ locale, children }: { locale?: Locale; children: ReactNode }) {
  const { language, content } = locale ?? (await pageLocale());
  const words = content.interface.interfaceText;
  const toast = { ...content.chat.chatToast, label: words.notifications };
  return (
    // The theme script adds a class to <html> before hydration: React is told not to mind.
    <html lang={language.code} className={inter.variable} suppressHydrationWarning>
      {/* The root layouts' document head (app/(site), app/[lang]): next/head is for the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip-link">
          {words.skipLink}
        </a>
        {/* Analytics only when the build names a provider; off, the tree is exactly what it was without it. */}
        <Providers toast={toast}>
          {siteConfig.analytics.provider === "off" ? (
            children
          ) : (
            <>
              {children}
              <Analytics settings={siteConfig.analytics} />
            </>
          )}
        </Providers>
      </body>
    </html>
  );
}
