import type { ServicePage } from "./schema";
import type { ServiceId } from "./services";

/**
 * Each service's own page (/services/<id>), by the service's id in content/services.ts: what it does, each of
 * the card's three points in a few sentences (same order), how working together goes, who it suits, what the
 * client provides, and questions and answers. Every field is required and checked at build.
 */
export const servicePages: Readonly<Record<ServiceId, ServicePage>> = {
  "voice-assistant": {
    description:
      "An AI voice assistant that answers your business calls day and night: it qualifies leads, books appointments in your calendar and writes CRM notes after every call.",
    intro:
      "Your phone rings while you are with a customer, after hours or on another call. The voice assistant I build answers every call in a natural voice, knows your services, prices and hours, finds out what the caller needs, books them in and leaves you a short summary. Anything it can't handle comes to you.",
    pointDetails: [
      "It asks the questions you would ask (what the caller needs, by when, how to reach them) and marks each call as a new lead or an existing customer, so you call the right people back first.",
      "It checks your real availability, books, moves or cancels appointments in the calendar you already use, and confirms the time before the call ends.",
      "After each call, a summary, the caller's details and the outcome land in your CRM or inbox, without anyone writing it down.",
    ],
    steps: [
      {
        title: "A call about your calls",
        text: "We go through who calls you, what they ask and what the assistant may and may not say.",
      },
      {
        title: "I build and train it",
        text: "I set up the voice, the script and the links to your calendar and CRM, from your own services, prices and policies.",
      },
      {
        title: "We test it together",
        text: "You and your team call it with real questions, and I adjust it until it answers the way you would.",
      },
      {
        title: "It goes live, and I stay on",
        text: "I connect it to your number and tune it with you over the first weeks of calls.",
      },
    ],
    suits: [
      "Clinics, salons and other businesses that run on appointments",
      "Trades and services that miss calls while they are on a job",
      "Any small team whose phone rings outside opening hours",
    ],
    clientProvides: [
      "Your services, prices, hours and the questions callers ask most",
      "Access to your calendar and CRM",
      "A phone number that calls can be forwarded from",
      "An hour or two of test calls before launch",
    ],
    faqs: [
      {
        question: "Will callers know they are talking to an AI?",
        answer:
          "It introduces itself as your business's assistant, and I recommend it says it is automated. A caller can always ask for a person.",
      },
      {
        question: "What happens when it can't answer a question?",
        answer:
          "It takes the caller's details and question, says someone will get back to them, and sends it to you at once. You decide which topics always go to a person.",
      },
      {
        question: "Can I keep my phone number?",
        answer: "Yes. Calls are forwarded from your number, all the time or only when nobody picks up.",
      },
      {
        question: "Which calendars and CRMs does it work with?",
        answer:
          "Google Calendar, Outlook and the popular CRMs connect directly, most others through their API. Tell me what you use and I'll check before we start.",
      },
    ],
  },
  "whatsapp-automation": {
    description:
      "WhatsApp automation for small businesses: instant replies to everyday questions, broadcast updates and reminders, and a smooth handoff to a person when it matters.",
    intro:
      "Your customers already message you on WhatsApp, often when you can't answer. I set up an assistant on the WhatsApp Business Platform that answers everyday questions in seconds, sends the updates and reminders you would type by hand, and passes the chat to you or your team when a person is needed.",
    pointDetails: [
      "Opening hours, prices, availability, directions, order status: it answers in your tone, at any hour, from information you approved.",
      "Appointment reminders, order updates, new stock or offers go to the customers who agreed to receive them, using WhatsApp's approved message templates.",
      "When a customer asks for a person, or for something you handle yourself, the chat comes to you with its history, so nobody repeats themselves.",
    ],
    steps: [
      {
        title: "We map your conversations",
        text: "You show me the messages you get most and how you answer them, and we agree on what the assistant handles and what comes to you.",
      },
      {
        title: "I set up the account and the replies",
        text: "I set up or connect your WhatsApp Business account, write the replies and templates with you, and connect it to the tools you use.",
      },
      {
        title: "We test it with real questions",
        text: "You and your team message it the way customers do until the answers and the handoffs are right.",
      },
      {
        title: "Launch and fine-tuning",
        text: "It goes live on your number, and we go through the conversations of the first weeks together to improve the answers.",
      },
    ],
    suits: [
      "Shops and restaurants that answer the same questions all day",
      "Appointment businesses that send reminders",
      "Teams that share one WhatsApp number between several people",
    ],
    clientProvides: [
      "Your number and access to your Meta Business account",
      "The questions you get most and the answers you give today",
      "Who should receive the chats that need a person",
      "The updates and reminders you want to send",
    ],
    faqs: [
      {
        question: "Can I use my current WhatsApp number?",
        answer:
          "Usually, yes. It moves to the WhatsApp Business Platform; first I'll explain what that means for the app on your phone.",
      },
      {
        question: "Will my customers get spam?",
        answer:
          "No. Broadcasts only go to customers who agreed to receive them, WhatsApp approves each template, and every customer can opt out.",
      },
      {
        question: "Can my team still reply themselves?",
        answer:
          "Yes. Anyone you choose can take over a chat at any point, and the assistant stays quiet meanwhile.",
      },
      {
        question: "Does WhatsApp charge for this?",
        answer:
          "Meta charges for some business messages, such as marketing broadcasts. Before launch I'll show you the current prices for your country.",
      },
    ],
  },
  "social-automation": {
    description:
      "Instagram and Facebook automation: instant replies to DMs and comments, product questions answered, sales flows to checkout, and giveaways without the manual work.",
    intro:
      "Comments and direct messages on Instagram and Facebook are where many customers ask their first question. I build automations with Meta's official tools that reply to DMs and comments straight away, answer product questions, guide buyers to checkout and run giveaways, so you can post and sell without living in your inbox.",
    pointDetails: [
      "A new message, or a comment with a keyword, gets a helpful private reply within seconds: a price, a link, a booking page, or a question back to understand what the person needs.",
      "It answers questions about sizes, stock, delivery and prices from your product information, and walks interested customers to the right product page or order link.",
      "Entries by comment or DM are collected and checked against your rules automatically, so running a giveaway takes a post, not a weekend of counting.",
    ],
    steps: [
      {
        title: "We look at your inbox",
        text: "We go through the DMs and comments you get and pick the conversations worth automating first.",
      },
      {
        title: "I build the flows",
        text: "I connect your Instagram account and Facebook page and write the replies and flows with you, in your brand's voice.",
      },
      {
        title: "We test them",
        text: "You try every flow from a personal account, and I adjust the wording and rules until they feel right.",
      },
      {
        title: "Launch and review",
        text: "The flows go live, and after the first weeks we look at the conversations together to improve them.",
      },
    ],
    suits: [
      "Online shops and brands that sell through Instagram or Facebook",
      "Creators and local businesses whose posts bring a lot of questions",
      "Anyone planning a giveaway or a launch",
    ],
    clientProvides: [
      "Admin access to your Instagram professional account and Facebook page",
      "Your products or services, prices and links",
      "The questions you get most, and how you answer them",
      "The rules of any giveaway you want to run",
    ],
    faqs: [
      {
        question: "Is this allowed by Instagram and Facebook?",
        answer:
          "Yes. It uses Meta's official messaging tools and follows their rules, such as only messaging people who have written to you or commented first.",
      },
      {
        question: "Will the replies sound like a robot?",
        answer:
          "They are written with you, in your words, and can ask a follow-up question instead of sending a wall of text. A person can take over any chat.",
      },
      {
        question: "Do I need a professional Instagram account?",
        answer:
          "Yes: a business or creator account connected to a Facebook page. If you don't have one yet, I'll help you switch; it is free.",
      },
    ],
  },
  "website-chatbot": {
    description:
      "An AI chatbot for your website, trained on your own pages: it answers visitors' questions, points them to the right page, captures leads and shows you what people ask.",
    intro:
      "Visitors who can't find an answer quickly tend to leave. The chatbot I build sits on your website, answers from your own pages and documents, points people to the right page and takes their details when they want to be contacted. It says when it doesn't know instead of guessing, and it shows you what visitors ask most.",
    pointDetails: [
      "It answers in plain language from your own content (services, prices, policies, guides) and links to the page each answer comes from.",
      "When a visitor is ready to book, order or ask for a quote, it takes their name, contact details and request and sends them to your inbox or CRM.",
      "You see what visitors ask, which questions it couldn't answer and which conversations became leads, so you know what your website is missing.",
    ],
    steps: [
      {
        title: "We choose what it knows",
        text: "You tell me which pages and documents it may answer from, and what it should never talk about.",
      },
      {
        title: "I build and train it",
        text: "I set up the chatbot, load your content, style it to match your site and connect the lead capture to your inbox or CRM.",
      },
      {
        title: "We test it",
        text: "You ask it the difficult questions, and I tighten its answers and its limits until they are right.",
      },
      {
        title: "Install and improve",
        text: "It goes on your website with one short snippet, and we go through the questions it gets to keep improving it.",
      },
    ],
    suits: [
      "Businesses whose website gets the same questions again and again",
      "Service businesses that want more enquiries from their website",
      "Websites with many pages, documents or policies to search",
    ],
    clientProvides: [
      "Your website, and any documents it should answer from",
      "Where leads should go: an email address or your CRM",
      "Access to add a small script to your website, or your web developer's contact",
    ],
    faqs: [
      {
        question: "Will it make up answers?",
        answer:
          "It is set up to answer only from your content and to say when it doesn't know, offering to pass the question on to you instead.",
      },
      {
        question: "Does it work with my website builder?",
        answer:
          "It works with most websites, including WordPress, Shopify, Wix, Squarespace and hand-built sites: it is added with one short script.",
      },
      {
        question: "What about my visitors' privacy?",
        answer:
          "It only collects what a visitor chooses to give. I'll help you update your privacy notice, and chats can be deleted after a period you choose.",
      },
      {
        question: "How does it keep up with changes to my site?",
        answer: "When your pages change, its content is refreshed; we can set that to happen automatically.",
      },
    ],
  },
  "custom-ai": {
    description:
      "Custom AI projects built end to end: bespoke workflows, integrations between the systems you already use, and security and guardrails from the start.",
    intro:
      "Some problems don't fit a ready-made product: a process only your business has, systems that don't talk to each other, or an idea for using AI that you want to try safely. I design and build it end to end, from the first conversation to a tested tool your team uses, with clear limits on what the AI can see and do.",
    pointDetails: [
      "Work such as reading incoming documents, drafting replies, sorting requests or preparing reports is automated step by step, with a person approving wherever it matters.",
      "I connect the tools you already use (your CRM, spreadsheets, email, calendar, accounting) so information moves between them without copying and pasting.",
      "Access only to the data it needs, a record of what it did, limits on what it may say and do, and human review for anything sensitive, from the start.",
    ],
    steps: [
      {
        title: "We talk about the idea",
        text: "You explain the problem or the idea; I ask questions and tell you honestly whether AI is the right tool for it.",
      },
      {
        title: "A written plan",
        text: "Before any work starts, I write down what I'll build, how it will work, what I need from you and what it will cost.",
      },
      {
        title: "Built in small steps",
        text: "I build it in parts you can try as we go, so we can change course early.",
      },
      {
        title: "Handover",
        text: "You get a tested tool, plain-language documentation and a walkthrough for your team, with support after launch.",
      },
    ],
    suits: [
      "Businesses with a repetitive process no ready-made tool covers",
      "Teams juggling several systems that don't share their data",
      "Owners with an AI idea they want built carefully",
    ],
    clientProvides: [
      "A description of the problem or idea, with real examples",
      "Access to the systems involved, or test accounts",
      "Someone who can answer questions and try each step",
    ],
    faqs: [
      {
        question: "How do I know whether my idea is possible?",
        answer:
          "Describe it in a chat. I'll tell you whether it can be done, what it would take, and whether something simpler would do the job.",
      },
      {
        question: "Who owns what you build?",
        answer:
          "You do: the workflows, the code I write for you and your data. I'll tell you up front about any third-party services it relies on.",
      },
      {
        question: "Is my data used to train AI models?",
        answer:
          "I use providers and settings that don't train on your data, and the written plan names every service involved.",
      },
      {
        question: "What happens after launch?",
        answer:
          "You get documentation and a walkthrough, and I stay available for fixes and changes as your business needs them.",
      },
    ],
  },
};
