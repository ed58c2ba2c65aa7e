/** The landing page's hero. */
export const hero = {
  headline: "AI Automation Agency",
  primaryCta: "Let's Talk",
  secondaryCta: "View Services",
} as const;

/** The call-to-action band near the end of the landing page. */
export const ctaBand = {
  title: "Book a free demo call",
  text: "See what an AI assistant would look like for your business. Fifteen minutes on WhatsApp, no obligation.",
  button: "Book my free demo",
  /** Beside the button on wide screens: a QR code of the same chat, for the phone in the visitor's pocket. */
  qrCaption: "On a computer? Scan to chat on your phone.",
  qrLabel: "QR code: scan it with your phone's camera to open this WhatsApp chat",
} as const;
