import { z } from "zod";
import { aboutPage, aboutSection, values } from "@/content/about";
import { askAboutServiceLabel, chatMessages, chatToast } from "@/content/chat";
import { iconNames } from "@/content/icons";
import { projects } from "@/content/projects";
import { services } from "@/content/services";
import { accentColors, skills } from "@/content/skills";
import { testimonials } from "@/content/testimonials";
import { whyChoosePoints } from "@/content/why-choose";

/** A content file that breaks a rule: the message names the file, the entry and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

const text = (max: number) =>
  z
    .string()
    .refine((value) => value.trim().length > 0, "must not be empty")
    .refine((value) => value.length <= max, `must be at most ${max} characters`);

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by dashes");
const icon = z.enum(iconNames, { error: (issue) => `unknown icon ${JSON.stringify(issue.input)}` });
const color = z.enum(accentColors, { error: (issue) => `unknown colour ${JSON.stringify(issue.input)}` });

/** A list of exactly `count` entries (the spec fixes each count) whose ids are unique. */
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

export const contentSchemas = {
  "content/services.ts": list(
    z.object({
      id,
      icon,
      title: text(60),
      summary: text(200),
      points: z.tuple([text(60), text(60), text(60)]),
      chatMessage: text(300),
    }),
    5,
  ),
  "content/why-choose.ts": list(z.object({ id, icon, title: text(60), description: text(200) }), 4),
  "content/testimonials.ts": list(
    z.object({ id, quote: text(400), name: text(60), role: text(60), company: text(60) }),
    2,
  ),
  "content/about.ts (values)": list(z.object({ id, icon, title: text(40), description: text(200) }), 4),
  "content/skills.ts": list(z.object({ id, icon, title: text(60), description: text(300), color }), 8),
  "content/projects.ts": list(z.object({ id, title: text(60), description: text(300) }), 10),
  "content/about.ts (stories)": z.object({
    aboutStory: z.array(text(600)).min(1, "needs at least one paragraph"),
    aboutPageStory: z.array(text(600)).min(1, "needs at least one paragraph"),
  }),
  // WhatsApp pre-fills the chat box with these; a long first message reads like spam.
  "content/chat.ts": z.object({
    messages: z.object({
      topBar: text(300),
      hero: text(300),
      ctaBand: text(300),
      aboutPage: text(300),
      footer: text(300),
    }),
    askAboutServiceLabel: text(30),
    toast: z.object({ title: text(60), description: text(160) }),
  }),
} as const;

export type ContentFile = keyof typeof contentSchemas;

export const siteContent: Record<ContentFile, unknown> = {
  "content/services.ts": services,
  "content/why-choose.ts": whyChoosePoints,
  "content/testimonials.ts": testimonials,
  "content/about.ts (values)": values,
  "content/skills.ts": skills,
  "content/projects.ts": projects,
  "content/chat.ts": { messages: chatMessages, askAboutServiceLabel, toast: chatToast },
  "content/about.ts (stories)": { aboutStory: aboutSection.story, aboutPageStory: aboutPage.story },
};

function describe(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const [first, ...rest] = issue.path;
  if (typeof first !== "number") {
    const field = issue.path.length ? `, field ${issue.path.join(".")}` : "";
    return `${file}${field}: ${issue.message}`;
  }
  const entry = Array.isArray(data) ? (data[first] as { id?: unknown } | undefined) : undefined;
  const name = typeof entry?.id === "string" ? ` (${entry.id})` : "";
  const field = rest.length ? `, field ${rest.join(".")}` : "";
  return `${file}: entry ${first + 1}${name}${field}: ${issue.message}`;
}

/** Checks every content file; throws one ContentError listing each problem on its own line. */
export function validateContent(content: Record<ContentFile, unknown> = siteContent): void {
  const problems: string[] = [];
  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    const result = schema.safeParse(content[file]);
    if (!result.success)
      problems.push(...result.error.issues.map((issue) => describe(file, content[file], issue)));
  }
  if (problems.length > 0) throw new ContentError(`Content is invalid:\n- ${problems.join("\n- ")}`);
}
