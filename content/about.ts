import type { Value } from "./schema";

/** The landing page's About section. */
export const aboutSection = {
  eyebrow: "About",
  title: "A developer who ships, not a sales team",
  story: [
    "I started Brightloop to give small businesses the kind of automation that big companies pay whole teams for. I build websites, AI agents, chatbots and business systems, and I still enjoy the creative side: video and photo editing for brands.",
    "Every project is built by me, tested with real conversations, and kept running after launch. If something breaks, you message the person who wrote it.",
  ],
} as const;

export const values: readonly Value[] = [
  {
    id: "human-centered",
    icon: "heart",
    title: "Human-centered",
    description: "Automation should make customers feel heard, with a person always one step away.",
  },
  {
    id: "evidence-driven",
    icon: "search",
    title: "Evidence-driven",
    description: "Decisions rest on what your numbers and your customers say, not on guesses.",
  },
  {
    id: "secure-by-default",
    icon: "shield",
    title: "Secure-by-default",
    description:
      "Your data stays yours: least access, guardrails on every AI answer, nothing stored without need.",
  },
  {
    id: "production-first",
    icon: "rocket",
    title: "Production-first",
    description: "Working software in front of real users early, then improved week by week.",
  },
];

export const founderCard = {
  heading: "Meet the founder",
  bio: "Full-stack developer and AI automation engineer. Websites, AI agents, chatbots and automations, plus video and photo editing for brands.",
  linkLabel: "More about me",
} as const;

/** The /aboutme page. */
export const aboutPage = {
  headline: "Full-Stack Developer & AI Automation Engineer",
  storyTitle: "About Me",
  story: [
    "I'm Sami, a full-stack developer who fell in love with building things that save people time. It began with websites for friends' shops and grew into AI agents, chatbots and automations for businesses in several countries.",
    "Today I design, build and run complete systems: the website your customers see, the assistant that answers them, and the integrations behind it. Along the way I've kept my creative tools sharp with video and photo editing, and I still fix computers when a client's laptop gives up.",
  ],
  servicesTitle: "What I do",
  services: [
    "Websites",
    "AI agents and automation",
    "Chatbots",
    "Video and photo editing",
    "Computer repair",
  ],
  skillsTitle: "Skills",
  skillsIntro: "Tap a card to read more.",
  projectsTitle: "Projects",
  projectsIntro: "A selection of things I've built, from games to booking systems.",
} as const;
