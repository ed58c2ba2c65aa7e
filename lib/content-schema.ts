import "server-only";
import { existsSync } from "node:fs";
import { z } from "zod";
import { contentSchemas } from "@/content/schema";
import { contentIn, englishContent, type Content } from "./content";
import { defaultLanguage, translatedFiles } from "./languages";
import { translationProblems } from "./translation-check";
import { ContentError } from "./config-error.mjs";
import { didYouMean } from "./did-you-mean.mjs";

export { ContentError };

export type ContentFile = keyof typeof contentSchemas;

/** What content/schema.ts checks in a language's content, by the file (and part) it is in. */
export const checkedContent = (content: Content): Record<ContentFile, unknown> => ({
  "content/services.ts": content.services.services,
  "content/service-pages.ts": content.servicePages.servicePages,
  "content/home.ts (hero)": content.home.hero,
  "content/why-choose.ts": content.whyChoose.whyChoosePoints,
  "content/testimonials.ts": content.testimonials.testimonials,
  "content/about.ts (values)": content.about.values,
  "content/skills.ts": content.skills.skills,
  "content/projects.ts": content.projects.projects,
  "content/chat.ts": {
    messages: content.chat.chatMessages,
    askAboutServiceLabel: content.chat.askAboutServiceLabel,
    toast: content.chat.chatToast,
  },
  "content/about.ts (stories)": {
    aboutStory: content.about.aboutSection.story,
    aboutPageStory: content.about.aboutPage.story,
  },
});

export const siteContent = checkedContent(englishContent);

function describe(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const [first, ...rest] = issue.path;
  // A service page is keyed by its service's id: "content/service-pages.ts: custom-ai, field faqs: …".
  if (typeof first === "string" && file.endsWith("/service-pages.ts") && rest.length > 0)
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

/** Each problem content/schema.ts finds, named by file (in `folder`: content/es/ for Spanish), entry and field. */
function schemaProblems(content: Record<ContentFile, unknown>, folder = "content/"): string[] {
  const problems: string[] = [];
  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    const result = schema.safeParse(content[file]);
    if (!result.success)
      problems.push(
        ...result.error.issues.map((issue) =>
          describe(file.replace("content/", folder), content[file], issue),
        ),
      );
  }
  return problems;
}

/** What the note links read of a note. */
type NoteRef = { slug: string; kind: string; language: string };
type NoteProject = { file: string; project?: string };

/**
 * A testimonial's case study (content/testimonials.ts `caseStudy`) must be a case study among the default
 * language's notes. A translation keeps the field as it is (lib/translation-check.ts); a page in a language the
 * case study is not written in shows the quote without the link. Each problem names file, entry and field, and
 * the nearest case study.
 */
export function noteLinkProblems(
  testimonials: readonly { id: string; caseStudy?: string }[],
  notes: readonly NoteRef[],
): string[] {
  const own = notes.filter((note) => note.language === defaultLanguage.code);
  const caseStudies = own.filter((note) => note.kind === "case-study").map((note) => note.slug);
  return testimonials.flatMap(({ id, caseStudy: slug }, index) => {
    if (slug === undefined || caseStudies.includes(slug)) return [];
    const hint = didYouMean(slug, caseStudies);
    const known = caseStudies.length ? ` (known: ${caseStudies.join(", ")})` : "";
    const why = own.some((note) => note.slug === slug)
      ? "is a note, not a case study"
      : "is no case study's slug";
    return [
      `content/testimonials.ts: entry ${index + 1} (${id}), field caseStudy: "${slug}" ${why}${hint ? `: ${hint}` : known}`,
    ];
  });
}

/** A note's project (its frontmatter's `project`) must be one of content/projects.ts's, by id. */
export function noteProjectProblems(
  projects: readonly { id: string }[],
  notes: readonly NoteProject[],
): string[] {
  const known = projects.map((project) => project.id);
  return notes.flatMap(({ file, project }) => {
    if (project === undefined || known.includes(project)) return [];
    const hint = didYouMean(project, known);
    return [
      `${file}: field project: unknown project ${JSON.stringify(project)}${hint ? `: ${hint}` : ` (known: ${known.join(", ")})`}`,
    ];
  });
}

/**
 * Checks what the content and the notes name of each other, once the notes are read: a testimonial's case study,
 * a note's project. The content step runs it apart from the content's own check, so that a broken note never
 * hides a content problem. Throws one ContentError listing each problem.
 */
export function validateNoteLinks(notes: readonly (NoteRef & NoteProject)[]): void {
  const problems = [
    ...noteLinkProblems(englishContent.testimonials.testimonials, notes),
    ...noteProjectProblems(englishContent.projects.projects, notes),
  ];
  if (problems.length > 0)
    throw new ContentError(`Content and notes name what is not there:\n- ${problems.join("\n- ")}`);
}

const firstLine = (message: string) => message.split("\n").find((line) => line.trim()) ?? message;

/** Checks every content file; throws one ContentError listing each problem on its own line. */
export function validateContent(content: Record<ContentFile, unknown> = siteContent): void {
  const problems = schemaProblems(content);
  if (problems.length > 0) throw new ContentError(`Content is invalid:\n- ${problems.join("\n- ")}`);
}

/**
 * Checks a language's translation (content/<code>/): every file there, with every export, entry and field of the
 * default language's, each text filled in (lib/translation-check.ts), and content/schema.ts's rules. Throws one
 * ContentError listing each problem by file and field.
 */
export async function validateTranslation(code: string): Promise<void> {
  const problems: string[] = [];
  for (const [name, file] of Object.entries(translatedFiles) as [keyof Content, string][]) {
    const path = `content/${code}/${file}.ts`;
    const translated = await import(`../content/${code}/${file}.ts`).then(
      (module: Record<string, unknown>) => module,
      (error: unknown) => error,
    );
    if (!(translated instanceof Error))
      problems.push(
        ...translationProblems(path, englishContent[name], translated as Record<string, unknown>),
      );
    else if (existsSync(path)) problems.push(`${path}: cannot be read: ${firstLine(translated.message)}`);
    else
      problems.push(
        `${path}: missing (content/${file}.ts has no translation): copy it and translate its words`,
      );
  }
  if (problems.length === 0)
    problems.push(...schemaProblems(checkedContent(await contentIn(code)), `content/${code}/`));
  if (problems.length > 0)
    throw new ContentError(`The ${code} translation is invalid:\n- ${problems.join("\n- ")}`);
}
