import type { Skill } from "./schema";

/** Accent colours a card may use; each has its `.accent-<colour>` class in app/globals.css. */
export const accentColors = [
  "sky",
  "violet",
  "emerald",
  "amber",
  "rose",
  "indigo",
  "teal",
  "orange",
] as const;
export type AccentColor = (typeof accentColors)[number];

export const skills: readonly Skill[] = [
  {
    id: "full-stack",
    icon: "code",
    title: "Full-Stack Web Development",
    description:
      "React, Next.js and TypeScript on the front; Node.js, REST APIs and SQL or document databases behind it. Deployed with CI and monitored after launch.",
    color: "sky",
  },
  {
    id: "websites",
    icon: "globe",
    title: "Websites",
    description:
      "Fast, accessible business websites that rank and convert: landing pages, portfolios and shops that owners can update themselves.",
    color: "indigo",
  },
  {
    id: "ai-agents",
    icon: "bot",
    title: "AI Agents & Automation",
    description:
      "Agents that read, decide and act across your tools: qualifying leads, filing CRM notes, sending reminders and escalating to a person when needed.",
    color: "violet",
  },
  {
    id: "ai-tools",
    icon: "wand",
    title: "AI Tools Mastery",
    description:
      "Hands-on with today's language, voice and image models, prompt design and retrieval, and choosing the right tool for the cost and the task.",
    color: "emerald",
  },
  {
    id: "chatbots",
    icon: "message",
    title: "Chatbots for Businesses",
    description:
      "Website, WhatsApp and Instagram chatbots trained on your own FAQs and products, with guardrails and a clean hand-off to your team.",
    color: "teal",
  },
  {
    id: "video-editing",
    icon: "video",
    title: "Video Editing (Premiere / AE)",
    description:
      "Promo videos, reels and explainers cut in Premiere Pro, with motion graphics and titles in After Effects.",
    color: "rose",
  },
  {
    id: "photo-editing",
    icon: "image",
    title: "Photo Editing & Brand Visuals",
    description:
      "Retouching, product shots and social media visuals that keep a small brand consistent across every channel.",
    color: "orange",
  },
  {
    id: "computer-systems",
    icon: "monitor",
    title: "Computer Systems",
    description:
      "Hardware diagnosis and repair, operating system installs, networking and backups for home offices and small teams.",
    color: "amber",
  },
];
