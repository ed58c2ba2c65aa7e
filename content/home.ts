/** The landing page's hero. */
export const hero = {
  headline: "AI Automation Agency",
  /** Under the tagline: what the visitor gets, in one line. */
  offer:
    "An assistant that answers your customers on WhatsApp, Instagram and the phone in seconds, books them in and hands you the leads.",
  primaryCta: "Let's Talk",
  secondaryCta: "View Services",
  /** Two or three facts under the buttons: a figure and what it counts. */
  proof: [
    { value: "< 1 min", label: "to answer, day or night" },
    { value: "24/7", label: "hours covered" },
    { value: "2 weeks", label: "from first call to live" },
  ],
  /** The example chat beside the hero's words: what a customer and the assistant say, in order. */
  conversation: {
    label: "Example: a customer books a cleaning over WhatsApp at night",
    business: "Cedar Smile Dental",
    status: "AI assistant · online",
    speakers: { customer: "Customer", assistant: "Assistant" },
    messages: [
      { from: "customer", text: "Hi! Anything free on Saturday morning for a cleaning?", time: "22:41" },
      { from: "assistant", text: "Hi Ana! Saturday I have 9:30 or 11:00. Which suits you?", time: "22:41" },
      { from: "customer", text: "11:00 please", time: "22:42" },
      {
        from: "assistant",
        text: "Booked: Saturday at 11:00 with Dr. Haddad. I'll remind you the day before.",
        time: "22:42",
      },
    ],
  },
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
