import "server-only";
import { z } from "zod";
import { aboutPage, aboutSection, values } from "@/content/about";
import { askAboutServiceLabel, chatMessages, chatToast } from "@/content/chat";
import { projects } from "@/content/projects";
import { contentSchemas } from "@/content/schema";
import { services } from "@/content/services";
import { servicePages } from "@/content/service-pages";
import { skills } from "@/content/skills";
import { testimonials } from "@/content/testimonials";
import { whyChoosePoints } from "@/content/why-choose";

import { ContentError } from "./config-error.mjs";

export { ContentError };

export type ContentFile = keyof typeof contentSchemas;

export const siteContent: Record<ContentFile, unknown> = {
  "content/services.ts": services,
  "content/service-pages.ts": servicePages,
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
  // A service page is keyed by its service's id: "content/service-pages.ts: custom-ai, field faqs: …".
  if (typeof first === "string" && file === "content/service-pages.ts" && rest.length > 0)
    return `${file}: ${first}, field ${rest.join(".")}: ${issue.message}`;
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
