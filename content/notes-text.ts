/** The words around the notes (content/notes/): the list at /notes, a note's page and the feed. */
export const notesText = {
  title: "Notes and case studies",
  description:
    "How the automations and websites I build work: case studies of client projects and short notes for small businesses.",
  intro:
    "How the things I build work, written for business owners: what a project did, how it was put together, and what you would need to provide.",
  headings: { "case-study": "Case studies", note: "Notes" },
  /** One entry's label in a list and on its page. */
  kindLabel: { "case-study": "Case study", note: "Note" },
  navLabel: "Notes",
  breadcrumb: "Breadcrumb",
  home: "Home",
  published: "Published",
  updated: "Updated",
  minutes: (count: number) => `${count} min read`,
  about: "About",
  project: "Project",
  neighbours: "More notes",
  newer: "Newer",
  older: "Older",
  feed: "Follow new notes in a feed reader",
  /** The list's pages (ten notes a page, lib/notes/pages.mjs). */
  pages: "Pages of notes",
  page: (number: number) => `Page ${number}`,
  /** A service page's list of the case studies that name it. */
  serviceCaseStudies: "Case studies",
  ctaTitle: "Want something like this for your business?",
  ctaText:
    "Tell me a little about your business in a WhatsApp chat. You'll get a straight answer on whether it fits, and what it would take.",
  /** The chat link's first message on a note's page: `{title}` is the note's title. */
  chatMessage: 'Hi Sami! I read "{title}" on your site. Could something like it work for my business?',
  homeLink: "Read the notes and case studies",
} as const;
