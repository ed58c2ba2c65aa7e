import type { Service } from "./schema";
import type { serviceIds } from "./service-ids.mjs";

/** A service's id: one of content/service-ids.mjs. */
export type ServiceId = (typeof serviceIds)[number];

export const servicesSection = {
  eyebrow: "Services",
  title: "Automations that work while you sleep",
  intro:
    "Five ways I take repetitive work off your plate. Each one is built for your business, tested with your real customers' questions, and handed over with plain-language docs.",
} as const;

/** The headings and links of a service's own page (/services/<id>), and its card's link to it. */
export const servicePageText = {
  /** The card's link to the service's page; its accessible name adds ": <the service>". */
  cardLink: "How it works",
  breadcrumb: "Breadcrumb",
  home: "Home",
  included: "What's included",
  howItWorks: "How it works",
  suits: "Who it suits",
  clientProvides: "What you provide",
  faqs: "Questions and answers",
  ctaTitle: "Want to see it for your business?",
  ctaText:
    "Tell me a little about your business in a WhatsApp chat. You'll get a straight answer on whether this fits, and what it would take.",
  /** Before a service's price: "From $99 a month". */
  priceFrom: "From",
  /** After it, by how often it is paid (content/schema.ts, pricePeriods). */
  pricePeriods: { month: "a month", once: "one-off" },
} as const;

export const services: readonly Service[] = [
  {
    id: "voice-assistant",
    icon: "phone",
    title: "AI Voice Assistant",
    summary: "A friendly voice that answers every call, day or night, and never puts a customer on hold.",
    points: ["Lead capture and qualification", "Calendar booking", "CRM notes after every call"],
    chatMessage:
      "Hi Sami! I'm interested in an AI voice assistant to answer our calls. How would it work for my business?",
    // An example price: set your own, or delete the line to show none (README, "Your first day").
    price: { amount: 199, currency: "USD", period: "month" },
  },
  {
    id: "whatsapp-automation",
    icon: "whatsapp",
    title: "WhatsApp Automation",
    summary: "Answer customers where they already are, in seconds, with a human one tap away.",
    points: ["Instant replies", "Broadcast updates and reminders", "Handoff to a human"],
    chatMessage: "Hi Sami! I'm interested in WhatsApp automation for my business. Could you tell me more?",
    // An example price: set your own, or delete the line to show none (README, "Your first day").
    price: { amount: 99, currency: "USD", period: "month" },
  },
  {
    id: "social-automation",
    icon: "instagram",
    title: "Instagram & Facebook Automation",
    summary: "Turn comments and DMs into conversations and sales without living in your inbox.",
    points: ["Auto-reply to DMs", "Product Q&A and sales flows", "Giveaways"],
    chatMessage: "Hi Sami! I'd like to automate our Instagram and Facebook messages. Could you tell me more?",
    // An example price: set your own, or delete the line to show none (README, "Your first day").
    price: { amount: 99, currency: "USD", period: "month" },
  },
  {
    id: "website-chatbot",
    icon: "chat",
    title: "Website AI Chatbot",
    summary: "A chatbot trained on your own pages that helps visitors find answers and leave their details.",
    points: ["Site search and FAQs", "Lead forms and email capture", "Analytics"],
    chatMessage: "Hi Sami! I'm interested in an AI chatbot for my website. Could you tell me more?",
    // An example price: set your own, or delete the line to show none (README, "Your first day").
    price: { amount: 490, currency: "USD", period: "once" },
  },
  {
    id: "custom-ai",
    icon: "sparkles",
    title: "Custom AI Projects",
    summary: "Something unusual in mind? I design and build it end to end, safely.",
    points: ["Bespoke workflows", "System integrations", "Security and guardrails"],
    chatMessage: "Hi Sami! I have an idea for a custom AI project and I'd like to hear what you think.",
  },
];
