import type { Project } from "./schema";

export const projects: readonly Project[] = [
  {
    id: "android-game-server",
    title: "Android-Hosted Game Server",
    description:
      "A local multiplayer game server running on an Android phone, so friends on the same Wi-Fi can play without a PC or paid hosting.",
  },
  {
    id: "airline-booking",
    title: "Airline Booking System",
    description:
      "Flight search, seat selection and booking, with the ticket generated and emailed to the passenger as soon as payment is confirmed.",
  },
  {
    id: "event-management",
    title: "Event Management Website",
    description:
      "Event listings, registrations and attendee records stored in a database, with an admin view for organisers.",
  },
  {
    id: "bmi-calculator",
    title: "BMI Health Calculator",
    description:
      "Calculates body mass index from height and weight and gives plain-language recommendations for each range.",
  },
  {
    id: "jewelry-shop",
    title: "Jewelry E-Commerce Store",
    description:
      "A multi-category jewelry shop with product filters, galleries and a checkout built for browsing on phones.",
  },
  {
    id: "grocery-shop",
    title: "Fruits & Vegetables Shop",
    description:
      "An online grocery store for fresh produce with a shopping cart, order placement and order tracking.",
  },
  {
    id: "consulting-site",
    title: "Consulting Services Website",
    description:
      "A clear, trustworthy site for a consulting firm: services, case studies and a simple way to book a call.",
  },
  {
    id: "travel-agency",
    title: "Travel Agency Website",
    description:
      "Destination and package pages with inquiry forms that capture leads straight into the agency's follow-up list.",
  },
  {
    id: "portfolio-agency",
    title: "Portfolio & Agency Website",
    description:
      "This site: a fast, accessible home for my agency, with particle effects, statically rendered pages and WhatsApp contact.",
  },
  {
    id: "ai-voice-receptionist",
    title: "AI Voice Receptionist",
    description:
      "An AI receptionist that answers phone calls, books appointments into the calendar and takes orders, passing tricky calls to a person.",
  },
];
