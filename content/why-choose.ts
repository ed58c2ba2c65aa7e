import type { WhyChoosePoint } from "./schema";

export const whyChooseSection = {
  title: "Why choose Brightloop",
  intro: "You work with the person who builds your system, from the first call to the last fix.",
} as const;

export const whyChoosePoints: readonly WhyChoosePoint[] = [
  {
    id: "personal",
    icon: "user",
    title: "Personal, one-on-one",
    description:
      "No account managers or hand-offs. You talk directly to the engineer building your automation.",
  },
  {
    id: "affordable",
    icon: "wallet",
    title: "Affordable monthly plans",
    description: "Clear monthly plans sized for small businesses, with hosting and small changes included.",
  },
  {
    id: "cutting-edge",
    icon: "cpu",
    title: "Cutting-edge stack",
    description: "Current AI models and proven tools, chosen for your use case rather than for the hype.",
  },
  {
    id: "proven-impact",
    icon: "chart",
    title: "Proven impact",
    description:
      "Every project starts with a number to move, such as missed calls or reply time, and we measure it.",
  },
];
