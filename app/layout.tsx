import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { Providers } from "@/components/providers";
import { ThemeScript } from "@/components/theme-script";
import { site } from "@/content/site";
import { validateContent } from "@/lib/content-schema";
import { siteConfig } from "@/lib/site-config";
import { feedTypes } from "@/lib/site-metadata";
import { inter } from "./fonts";
import "./globals.css";

// Content is checked when the build renders the layout: a mistake stops it, naming file, entry and field.
// (Configuration is checked the same way by lib/site-config.ts.)
validateContent();

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: `${site.brand} — AI Automation Agency`, template: `%s · ${site.brand}` },
  description: site.description,
  applicationName: site.brand,
  authors: [{ name: site.ownerName }],
  creator: site.ownerName,
  formatDetection: { telephone: false, email: false, address: false },
  // app/icon.svg/route.ts draws it from the brand colour; /favicon.ico (public/) is for clients that ask the root.
  alternates: { types: feedTypes },
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-icon" },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: site.colors.lightBackground },
    { media: "(prefers-color-scheme: dark)", color: site.colors.darkBackground },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script adds a class to <html> before hydration: React is told not to mind.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {/* Analytics only when the build names a provider; off, the tree is exactly what it was without it. */}
        <Providers>
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
