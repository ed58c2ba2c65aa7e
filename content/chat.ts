/**
 * The first line of each WhatsApp chat. Every call to action opens `wa.me/<number>?text=<message>`, so the
 * owner sees where a visitor came from and the visitor does not face an empty box. Keep them short and
 * in the visitor's voice; the build URL-encodes them. Each service's message is in content/services.ts.
 */
export const chatMessages = {
  topBar: "Hi Sami! I found Brightloop AI online and I'd like to talk about automating part of my business.",
  hero: "Hi Sami! I'd like to know what AI automation could do for my business.",
  ctaBand: "Hi Sami! I'd like to book the free 15-minute demo call. When are you free?",
  aboutPage: "Hi Sami! I read your About page and I'd like to talk about working together.",
  notes: "Hi Sami! I've been reading your notes and I'd like to talk about my business.",
  footer: "Hi Sami! I have a question about your services.",
} as const;

/** Where every chat link goes, said to screen readers after its label, so its name alone tells (WCAG 2.4.9). */
export const chatDestination = "WhatsApp chat";

/** The label of the link on each service card. */
export const askAboutServiceLabel = "Ask about this";

/** What the toast says when a chat link is followed (the chat itself opens in a new tab or the app). */
export const chatToast = {
  title: "Opening WhatsApp…",
  description: "Your message is ready to send; add anything you like first.",
} as const;
