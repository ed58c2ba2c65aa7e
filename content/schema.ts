/**
 * The shape of every list in content/, written once as a zod schema: the TypeScript types below are derived
 * from it, and every build checks the content against it (lib/content-schema.ts). Each rule says what an
 * entry must be; a broken rule stops the build with the file, the entry and the field.
 */
import { z } from "zod";
import { iconNames } from "./icons";
import { accentColors } from "./skills";

const text = (max: number) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, "must not be empty")
    .refine((value) => value.length <= max, `must be at most ${max} characters`);

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

const service = z.object({
  id: idSchema,
  icon,
  title: text(60),
  summary: text(200),
  points: z.tuple([text(60), text(60), text(60)]),
  /** The first line of the WhatsApp chat that the card's "Ask about this" link opens. */
  chatMessage: text(300),
});
const whyChoosePoint = z.object({ id: idSchema, icon, title: text(60), description: text(200) });
const testimonial = z.object({
  id: idSchema,
  quote: text(400),
  name: text(60),
  role: text(60),
  company: text(60),
});
const value = z.object({ id: idSchema, icon, title: text(40), description: text(200) });
const skill = z.object({ id: idSchema, icon, title: text(60), description: text(300), color });
const project = z.object({ id: idSchema, title: text(60), description: text(300) });
const story = z.array(text(600)).min(1, "needs at least one paragraph");

// WhatsApp pre-fills the chat box with these; a long first message reads like spam.
const chatMessage = text(300);

/** The schema of each content file (or part of one), by the name a problem report uses for it. */
export const contentSchemas = {
  "content/services.ts": list(service, 5),
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
      footer: chatMessage,
    }),
    askAboutServiceLabel: text(30),
    toast: z.object({ title: text(60), description: text(160) }),
  }),
} as const;

export type Service = Readonly<z.infer<typeof service>>;
export type WhyChoosePoint = Readonly<z.infer<typeof whyChoosePoint>>;
export type Testimonial = Readonly<z.infer<typeof testimonial>>;
export type Value = Readonly<z.infer<typeof value>>;
export type Skill = Readonly<z.infer<typeof skill>>;
export type Project = Readonly<z.infer<typeof project>>;
