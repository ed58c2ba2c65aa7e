/**
 * Site-wide facts: the brand, the owner and the defaults for configuration.
 * The WhatsApp number and the public URL are read from the environment at build
 * time (see `.env.example` and `lib/site-config.ts`); these are the fallbacks.
 */
export const site = {
  brand: "Brightloop AI",
  /** What the business is, after the brand in a title that says nothing else. */
  category: "AI Automation Agency",
  ownerName: "Sami Rahman",
  ownerRole: "Founder · Full-Stack Developer & AI Automation Engineer",
  taglines: {
    primary: "Building the future, one automation at a time",
    secondary: "Always building. Always learning. Always creating.",
  },
  description:
    "A one-person AI automation agency: voice assistants, WhatsApp and Instagram automation, website chatbots and custom AI projects for small businesses.",
  location: "Remote · working with clients worldwide",
  email: "hello@brightloop.example",
  hours: "Mon–Sat, 9:00–18:00 (UTC)",
  defaults: {
    /** A fictional number (555-01xx range); set WHATSAPP_NUMBER for the real one. */
    whatsappNumber: "+1 555 010 0123",
    siteUrl: "https://example.com",
    /** Public profiles of the owner; none by default rather than made-up ones. */
    profileUrls: [] as readonly string[],
  },
  /**
   * Colours outside the page's CSS: icons, link previews, the manifest and the browser's UI. The page's own
   * colours are the tokens in app/globals.css.
   */
  colors: { brand: "#4f46e5", lightBackground: "#f8f9fc", darkBackground: "#0f1220" },
  /** Where the agency works, for search engines (schema.org areaServed). */
  areaServed: "Worldwide",
} as const;
