import { ContentError, siteContent, validateContent, type ContentFile } from "@/lib/content-schema";

/** The site's content with one file replaced by an edited copy. */
function withEdit(file: ContentFile, edit: (items: Record<string, unknown>[]) => unknown) {
  const copy = JSON.parse(JSON.stringify(siteContent[file])) as Record<string, unknown>[];
  return { ...siteContent, [file]: edit(copy) ?? copy };
}

function messageFor(content: typeof siteContent): string {
  try {
    validateContent(content);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the content to be rejected");
}

describe("validateContent", () => {
  it("accepts the site's content", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("rejects a wrong count, naming the file", () => {
    expect(messageFor(withEdit("content/services.ts", (items) => items.slice(1)))).toContain(
      "content/services.ts: expected 5 entries, got 4",
    );
  });

  it("rejects a service page with a missing or empty field, naming the service and the field", () => {
    type Pages = Record<string, Record<string, unknown>>;
    const missing = withEdit("content/service-pages.ts", (pages) => {
      delete (pages as unknown as Pages)["custom-ai"]!.faqs;
    });
    expect(messageFor(missing)).toContain("content/service-pages.ts: custom-ai, field faqs:");
    const empty = withEdit("content/service-pages.ts", (pages) => {
      ((pages as unknown as Pages)["website-chatbot"]!.steps as { text: string }[])[1]!.text = " ";
    });
    expect(messageFor(empty)).toContain(
      "content/service-pages.ts: website-chatbot, field steps.1.text: must not be empty",
    );
  });

  it("rejects a service without its page, and a page without its service", () => {
    type Pages = Record<string, unknown>;
    const withoutPage = withEdit("content/service-pages.ts", (pages) => {
      delete (pages as unknown as Pages)["voice-assistant"];
    });
    expect(messageFor(withoutPage)).toMatch(/content\/service-pages\.ts.*voice-assistant/);
    const stray = withEdit("content/service-pages.ts", (pages) => {
      (pages as unknown as Pages)["time-machine"] = (pages as unknown as Pages)["custom-ai"];
    });
    expect(messageFor(stray)).toContain("no service has the id time-machine");
    const renamed = withEdit("content/services.ts", (items) => {
      items[4]!.id = "custom-projects";
    });
    expect(messageFor(renamed)).toContain("the ids must be those of content/service-ids.mjs");
  });

  type Items = Record<string, unknown>[];
  it.each<[string, ContentFile, (items: Items) => void, string | RegExp]>([
    [
      "an empty string, naming file, entry and field",
      "content/skills.ts",
      (items) => (items[1]!.title = "   "),
      "content/skills.ts: entry 2 (websites), field title: must not be empty",
    ],
    [
      "an over-long string",
      "content/projects.ts",
      (items) => (items[0]!.description = "x".repeat(301)),
      "content/projects.ts: entry 1 (android-game-server), field description: must be at most 300 characters",
    ],
    [
      "a line break, which would give llms.txt and the feed structure of their own",
      "content/projects.ts",
      (items) => (items[0]!.title = "Game server\n## Injected"),
      "content/projects.ts: entry 1 (android-game-server), field title: must be one line: join its lines with spaces",
    ],
    [
      "duplicate ids",
      "content/testimonials.ts",
      (items) => (items[1]!.id = items[0]!.id),
      'content/testimonials.ts: entry 2 (leila-haddad), field id: duplicate id "leila-haddad" (also entry 1)',
    ],
    [
      "an unknown icon",
      "content/services.ts",
      (items) => (items[0]!.icon = "rocketship"),
      'content/services.ts: entry 1 (voice-assistant), field icon: unknown icon "rocketship"',
    ],
    [
      "an unknown colour",
      "content/skills.ts",
      (items) => (items[0]!.color = "magenta"),
      'content/skills.ts: entry 1 (full-stack), field color: unknown colour "magenta"',
    ],
    [
      "a service without exactly three points",
      "content/services.ts",
      (items) => (items[2]!.points = ["Only one"]),
      /content\/services\.ts: entry 3 \(social-automation\)/,
    ],
    [
      "an empty chat message, naming the context",
      "content/chat.ts",
      (chat) => ((chat as unknown as { messages: Record<string, string> }).messages.hero = ""),
      "content/chat.ts, field messages.hero: must not be empty",
    ],
    [
      "a service without a chat message",
      "content/services.ts",
      (items) => delete items[3]!.chatMessage,
      "content/services.ts: entry 4 (website-chatbot), field chatMessage:",
    ],
  ])("rejects %s", (_, file, edit, message) => {
    const content = withEdit(file, (items) => {
      edit(items);
    });
    if (typeof message === "string") expect(messageFor(content)).toContain(message);
    else expect(messageFor(content)).toMatch(message);
  });

  it("lists every problem at once", () => {
    const content = withEdit("content/skills.ts", (items) => {
      items[0]!.color = "magenta";
      items[1]!.title = "";
    });
    expect(messageFor(content).split("\n- ")).toHaveLength(3);
  });
});

describe("a line of the owner's text", () => {
  it("counts characters as people do, in the content files and a note's frontmatter alike", async () => {
    const { characterCount, text } = await import("@/content/text-schema.mjs");
    // A flag, a family and an accented letter written with a combining mark: one character each.
    expect(characterCount("🇪🇸👨‍👩‍👧e\u0301")).toBe(3);
    expect(text(3).safeParse("🇪🇸👨‍👩‍👧é").success).toBe(true);
    expect(text(3).safeParse("abcd").error?.issues[0]?.message).toBe("must be at most 3 characters");
  });
});
