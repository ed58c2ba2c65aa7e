import "server-only";
import { aboutPage, aboutSection, founderCard, values } from "@/content/about";
import { ctaBand } from "@/content/home";
import { projects } from "@/content/projects";
import type { Service } from "@/content/schema";
import { servicePageText, services, servicesSection } from "@/content/services";
import { site } from "@/content/site";
import { skills } from "@/content/skills";
import { testimonials, testimonialsSection } from "@/content/testimonials";
import { whyChoosePoints, whyChooseSection } from "@/content/why-choose";
import { notesText } from "@/content/notes-text";
import { englishContent, servicePageOf, type Locale } from "./content";
import { defaultLanguage, languages } from "./languages";
import { demotedMarkdown, markdownText } from "./notes/markdown.mjs";
import { notesIn, type Note } from "./notes/queries";
import { siteConfig } from "./site-config";
import { defaultLanguageCode, notePath, pathIn, routes, servicePath } from "./routes.mjs";
import { absoluteUrl, notesListPageInfo, pageInfo } from "./site-metadata";

// The site as text for language models, in the default language, saying where the other languages' pages are.
const english: Locale = {
  language: defaultLanguage,
  content: englishContent,
  at: (path) => pathIn(defaultLanguageCode, path),
};
const pages = { home: pageInfo("home", english), about: pageInfo("about", english) };
const notesPageInfo = notesListPageInfo(1, english);
const allNotes = () => notesIn(defaultLanguageCode);

/** Where each other language's pages are, for the index. */
const otherLanguageLines = () =>
  languages
    .slice(1)
    .map(
      ({ code, name }) =>
        `- [${name}](${absoluteUrl(pathIn(code, routes.home.path))}): the same pages in ${name} under ${pathIn(code, "/")}/ (${pathIn(code, routes.about.path)}, ${pathIn(code, "/services/…")}), and the notes written in it at ${pathIn(code, routes.notes.path)}`,
    );

const lines = (...parts: (string | string[])[]) => parts.flat().join("\n");

/** /llms.txt in the llmstxt.org format: H1 name, blockquote summary, then sections of links. */
export function llmsIndex(): string {
  return lines(
    `# ${site.brand}`,
    "",
    `> ${site.description} Run by ${site.ownerName}, ${aboutPage.headline.toLowerCase()}. Contact is by WhatsApp.`,
    "",
    `${site.taglines.primary}. Clients are mostly small businesses; every project is built and supported by the founder personally.`,
    "",
    "## Pages",
    "",
    `- [Home](${absoluteUrl(pages.home.path)}): ${pages.home.description}`,
    `- [About Me](${absoluteUrl(pages.about.path)}): ${pages.about.description}`,
    `- [${notesText.title}](${absoluteUrl(notesPageInfo.path)}): ${notesText.description}`,
    "",
    ...(languages.length > 1 ? ["## Other languages", "", ...otherLanguageLines(), ""] : []),
    "## Services",
    "",
    services.map(
      (s) => `- [${s.title}](${absoluteUrl(servicePath(s.id))}): ${s.summary} ${s.points.join(", ")}.`,
    ),
    "",
    `## ${notesText.title}`,
    "",
    allNotes().map(
      (n) => `- [${markdownText(n.title)}](${absoluteUrl(notePath(n.slug))}): ${markdownText(n.summary)}`,
    ),
    "",
    "## Contact",
    "",
    `- [WhatsApp chat](${siteConfig.chatUrl}): ${siteConfig.phoneDisplay}`,
    `- [Email](mailto:${site.email}): ${site.email}`,
    "",
    "## Optional",
    "",
    `- [Full text of the site](${absoluteUrl("/llms-full.txt")}): every page as plain Markdown`,
    "",
  );
}

/** A service's own page as Markdown, under a level-2 heading with its address. */
function servicePageMarkdown(service: Service): string[] {
  const page = servicePageOf(englishContent, service);
  return [
    `## ${service.title} (${absoluteUrl(servicePath(service.id))})`,
    "",
    `${service.summary} ${page.intro}`,
    "",
    `### ${servicePageText.included}`,
    "",
    ...service.points.map((point, index) => `- **${point}**: ${page.pointDetails[index]}`),
    "",
    `### ${servicePageText.howItWorks}`,
    "",
    ...page.steps.map((step, index) => `${index + 1}. **${step.title}**: ${step.text}`),
    "",
    `### ${servicePageText.suits}`,
    "",
    ...page.suits.map((entry) => `- ${entry}`),
    "",
    `### ${servicePageText.clientProvides}`,
    "",
    ...page.clientProvides.map((entry) => `- ${entry}`),
    "",
    `### ${servicePageText.faqs}`,
    "",
    ...page.faqs.flatMap((faq) => [`**${faq.question}** ${faq.answer}`, ""]),
  ];
}

/**
 * A note as Markdown under a level-2 heading with its address: its own text, a level down, with each image
 * as its description.
 */
function noteMarkdown(note: Note): string[] {
  return [
    `## ${markdownText(note.title)} (${absoluteUrl(notePath(note.slug))})`,
    "",
    `${notesText.kindLabel[note.kind]}, ${note.published}. ${markdownText(note.summary)}`,
    "",
    demotedMarkdown(note.body),
    "",
  ];
}

/** /llms-full.txt: the full text of every page, in reading order. */
export function llmsFullText(): string {
  return lines(
    `# ${site.brand}`,
    "",
    `> ${site.description}`,
    "",
    `## Home (${absoluteUrl(pages.home.path)})`,
    "",
    `${pages.home.headline}. ${site.taglines.primary}.`,
    "",
    `### ${servicesSection.title}`,
    "",
    servicesSection.intro,
    "",
    services.flatMap((s) => [`#### ${s.title}`, "", s.summary, "", ...s.points.map((p) => `- ${p}`), ""]),
    `### ${whyChooseSection.title}`,
    "",
    whyChooseSection.intro,
    "",
    whyChoosePoints.map((p) => `- **${p.title}**: ${p.description}`),
    "",
    `### ${testimonialsSection.title}`,
    "",
    testimonials.flatMap((t) => [`> ${t.quote}`, ">", `> — ${t.name}, ${t.role}, ${t.company}`, ""]),
    `### ${aboutSection.title}`,
    "",
    aboutSection.story.flatMap((p) => [p, ""]),
    values.map((v) => `- **${v.title}**: ${v.description}`),
    "",
    `${founderCard.heading}: ${site.ownerName}, ${site.ownerRole}. ${founderCard.bio}`,
    "",
    `### ${ctaBand.title}`,
    "",
    `${ctaBand.text} WhatsApp: ${siteConfig.chatUrl}`,
    "",
    `## About Me (${absoluteUrl(pages.about.path)})`,
    "",
    `${aboutPage.headline}. ${site.taglines.secondary}`,
    "",
    `### ${aboutPage.storyTitle}`,
    "",
    aboutPage.story.flatMap((p) => [p, ""]),
    `${aboutPage.servicesTitle}: ${aboutPage.services.join(", ")}.`,
    "",
    `### ${aboutPage.skillsTitle}`,
    "",
    skills.map((s) => `- **${s.title}**: ${s.description}`),
    "",
    `### ${aboutPage.projectsTitle}`,
    "",
    projects.map((p, i) => `${i + 1}. **${p.title}**: ${p.description}`),
    "",
    services.flatMap(servicePageMarkdown),
    allNotes().flatMap(noteMarkdown),
    "## Contact",
    "",
    `WhatsApp ${siteConfig.phoneDisplay} (${siteConfig.chatUrl}) · ${site.email} · ${site.location} · ${site.hours}`,
    "",
  );
}
