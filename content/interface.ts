/**
 * The words of the site's own controls, landmarks and titles, that no section's file holds. `{name}`-style
 * placeholders are filled in by the site (a control in the browser gets the text, not a function).
 */
export const interfaceText = {
  skipLink: "Skip to content",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  menu: "Menu",
  /** The theme toggle: its name for each choice, and its tooltip ("{current}", "{next}": the choices' names). */
  theme: "Theme",
  themes: { system: "System", light: "Light", dark: "Dark" },
  switchTheme: "Theme: {current}. Switch to {next}",
  /** Said after an external link's label to screen readers: `{to}` is where it goes. */
  newTab: "({to}, opens in a new tab)",
  notifications: "Notifications (F8 or Alt+T)",
  /** The foot of every page's link-preview card. */
  previewLine: "Websites · AI agents · Chatbots · Automations",
  /** The link to this page in another language: its text is that language's own name (content/languages.mjs). */
  otherLanguage: "Languages",
  footer: {
    contact: "Contact",
    pages: "Pages",
    home: "Home",
    about: "About Me",
    whatsapp: "WhatsApp",
    email: "Email",
    rights: "All rights reserved.",
  },
  unknownError: "Unknown error",
  notFoundTitle: "Page not found",
  /** Titles and descriptions of pages that no other file names. */
  aboutTitle: (owner: string, headline: string) => `About ${owner} — ${headline}`,
  aboutDescription: (owner: string, brand: string) =>
    `${owner} builds websites, AI agents, chatbots and automations for small businesses. Skills, projects and the story behind ${brand}.`,
  serviceTitle: (service: string) => `${service} for small businesses`,
  servicesCatalog: "AI automation services",
} as const;
