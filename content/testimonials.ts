import type { Testimonial } from "./schema";

export const testimonialsSection = {
  eyebrow: "Portfolio",
  title: "What clients say",
  intro: "Small teams that now spend their time on customers instead of on repetitive messages.",
} as const;

export const testimonials: readonly Testimonial[] = [
  {
    id: "leila-haddad",
    quote:
      "The voice assistant picks up every call we used to miss after hours. Bookings went up in the first month, and Sami set it all up around our existing calendar.",
    name: "Leila Haddad",
    role: "Owner",
    company: "Cedar Smile Dental",
    caseStudy: "ai-voice-receptionist",
  },
  {
    id: "marco-bianchi",
    quote:
      "Our WhatsApp replies used to take hours. Now customers get an answer in seconds, and my team only steps in when a real person is needed.",
    name: "Marco Bianchi",
    role: "Operations Manager",
    company: "Verde Market",
  },
];
