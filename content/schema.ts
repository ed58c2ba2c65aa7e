/**
 * The shape of every list in content/, written once as a zod schema: the TypeScript types below are derived
 * from it, and every build checks the content against it (lib/content-schema.ts). Each rule says what an
 * entry must be; a broken rule stops the build with the file, the entry and the field.
 */
import { z } from "zod";
import { text } from "./text-schema.mjs";
import { iconNames } from "./icons";
import { serviceIds } from "./service-ids.mjs";
import { accentColors } from "./skills";

const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by dashes");
const icon = z.enum(iconNames, { error: (issue) => `unknown icon ${JSON.stringify(issue.input)}` });
const color = z.enum(accentColors, { error: (issue) => `unknown colour ${JSON.stringify(issue.input)}` });

/** A list of exactly `count` entries (the page layouts are designed for each count) whose ids are unique. */
function list<T extends z.ZodType<{ id: string }>>(entry: T, count: number) {
  return z.array(entry).superRefine((items, context) => {
    if (items.length !== count) {
      context.addIssue({ code: "custom", message: `expected ${count} entries, got ${items.length}` });
    }
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(item.id);
      if (first !== undefined) {
        context.addIssue({
          code: "custom",
          path: [index, "id"],
          message: `duplicate id ${JSON.stringify(item.id)} (also entry ${first + 1})`,
        });
      }
      seen.set(item.id, index);
    });
  });
}

/** How often a price is paid: each month (a plan), or once (a project). */
export const pricePeriods = ["month", "once"] as const;

/**
 * What a service costs at least, when the owner says: shown on its card and page in the page's language and
 * currency format, and as an Offer in its structured data. Left out, no price shows anywhere.
 */
const price = z.strictObject(
  {
    amount: z
      .number({ error: "must be a number, without quotes or a currency sign (such as 149)" })
      .positive("must be more than 0")
      .max(1_000_000, "must be at most 1000000"),
    currency: z
      .string({ error: 'must be a currency code in quotes, such as "USD" or "EUR"' })
      .refine(
        (code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code),
        'must be a currency code of three capital letters, such as "USD", "EUR" or "GBP"',
      ),
    period: z.enum(pricePeriods, { error: `must be one of ${pricePeriods.map((p) => `"${p}"`).join(", ")}` }),
  },
  {
    error: 'must be { amount, currency, period }, such as { amount: 149, currency: "USD", period: "month" }',
  },
);

const service = z.object({
  id: idSchema,
  icon,
  title: text(60),
  summary: text(200),
  points: z.tuple([text(60), text(60), text(60)]),
  /** The first line of the WhatsApp chat that the card's "Ask about this" link opens. */
  chatMessage: text(300),
  /** Optional: the lowest price, "from …". */
  price: price.optional(),
});
/** A service's own page (content/service-pages.ts). */
const servicePage = z.object({
  /** The page's meta description, for search results and link previews. */
  description: text(170),
  /** What the service does, in a paragraph. */
  intro: text(700),
  /** Each of the card's three points in a few sentences, in the card's order. */
  pointDetails: z.tuple([text(400), text(400), text(400)]),
  /** How working together goes. */
  steps: z
    .array(z.object({ title: text(60), text: text(300) }))
    .min(3, "needs 3 or 4 steps")
    .max(4, "needs 3 or 4 steps"),
  suits: z.array(text(160)).min(1, "needs at least one entry").max(5, "at most 5 entries"),
  clientProvides: z.array(text(160)).min(1, "needs at least one entry").max(5, "at most 5 entries"),
  faqs: z
    .array(z.object({ question: text(120), answer: text(500) }))
    .min(3, "needs 3 to 5 questions")
    .max(5, "needs 3 to 5 questions"),
});
/** One page per service id of content/service-ids.mjs, and no other. */
const servicePages = z.strictObject(
  Object.fromEntries(serviceIds.map((id) => [id, servicePage])) as Record<
    (typeof serviceIds)[number],
    typeof servicePage
  >,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `no service has the id ${issue.keys.join(", ")}` : undefined,
  },
);

const whyChoosePoint = z.object({ id: idSchema, icon, title: text(60), description: text(200) });
const testimonial = z.object({
  id: idSchema,
  quote: text(400),
  name: text(60),
  role: text(60),
  company: text(60),
  /** Optional: the slug of the case study (content/notes/) about this client's project, linked under the quote. */
  caseStudy: idSchema.optional(),
});
const value = z.object({ id: idSchema, icon, title: text(40), description: text(200) });
const skill = z.object({ id: idSchema, icon, title: text(60), description: text(300), color });
const project = z.object({ id: idSchema, title: text(60), description: text(300) });
const story = z.array(text(600)).min(1, "needs at least one paragraph");

/** Who says a message of the hero's example chat. */
export const chatSpeakers = ["customer", "assistant"] as const;

/** The home page's first screen (content/home.ts): the offer, its proof and the example chat. */
const hero = z.object({
  headline: text(60),
  offer: text(160),
  primaryCta: text(30),
  secondaryCta: text(30),
  proof: z
    .array(z.object({ value: text(12), label: text(40) }))
    .min(2, "needs 2 or 3 facts")
    .max(3, "needs 2 or 3 facts"),
  conversation: z.object({
    label: text(120),
    business: text(40),
    status: text(40),
    speakers: z.object({ customer: text(20), assistant: text(20) }),
    messages: z
      .array(
        z.object({
          from: z.enum(chatSpeakers, {
            error: `must be one of ${chatSpeakers.map((s) => `"${s}"`).join(", ")}`,
          }),
          text: text(120),
          time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as "09:30"'),
        }),
      )
      .min(2, "needs 2 to 5 messages")
      .max(5, "needs 2 to 5 messages"),
  }),
});

// WhatsApp pre-fills the chat box with these; a long first message reads like spam.
const chatMessage = text(300);

/** The schema of each content file (or part of one), by the name a problem report uses for it. */
export const contentSchemas = {
  "content/services.ts": list(service, 5).refine(
    (items) => items.map((item) => item.id).join() === serviceIds.join(),
    `the ids must be those of content/service-ids.mjs, in its order: ${serviceIds.join(", ")}`,
  ),
  "content/service-pages.ts": servicePages,
  "content/home.ts (hero)": hero,
  "content/why-choose.ts": list(whyChoosePoint, 4),
  "content/testimonials.ts": list(testimonial, 2),
  "content/about.ts (values)": list(value, 4),
  "content/skills.ts": list(skill, 8),
  "content/projects.ts": list(project, 10),
  "content/about.ts (stories)": z.object({ aboutStory: story, aboutPageStory: story }),
  "content/chat.ts": z.object({
    messages: z.object({
      topBar: chatMessage,
      hero: chatMessage,
      ctaBand: chatMessage,
      aboutPage: chatMessage,
      notes: chatMessage,
      footer: chatMessage,
    }),
    askAboutServiceLabel: text(30),
    toast: z.object({ title: text(60), description: text(160) }),
  }),
} as const;

export type Service = Readonly<z.infer<typeof service>>;
export type ServicePage = Readonly<z.infer<typeof servicePage>>;
export type WhyChoosePoint = Readonly<z.infer<typeof whyChoosePoint>>;
export type Testimonial = Readonly<z.infer<typeof testimonial>>;
export type Value = Readonly<z.infer<typeof value>>;
export type Skill = Readonly<z.infer<typeof skill>>;
export type Project = Readonly<z.infer<typeof project>>;
