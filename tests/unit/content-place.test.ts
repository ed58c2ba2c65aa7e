import { withPlace } from "@/lib/content-place.mjs";

const file = `import type { Skill } from "./schema";

export const skills = [
  {
    id: "full-stack",
    title: "Full-stack",
    color: "magenta",
  },
  {
    id: "ai",
    title:
      "A long title on its own line",
  },
] satisfies Skill[];

export const servicePageText = {
  ctaTitle: "Want it?",
};
`;
const read = (name: string) => (name === "content/skills.ts" ? file : undefined);
const lineOf = (text: string) => file.split("\n").findIndex((line) => line.includes(text)) + 1;

describe("a content problem's place", () => {
  it("is the line of its entry's field, with what is written there", () => {
    expect(
      withPlace('content/skills.ts: entry 1 (full-stack), field color: unknown colour "magenta"', read),
    ).toBe(
      `content/skills.ts:${lineOf('color: "magenta"')}:5: entry 1 (full-stack), field color: unknown colour "magenta"`,
    );
    expect(
      withPlace("content/skills.ts: entry 2 (ai), field title: must be at most 20 characters", read),
    ).toBe(
      `content/skills.ts:${file.split("\n").indexOf("    title:") + 1}:5: entry 2 (ai), field title: must be at most 20 characters (it says "A long title on its own line")`,
    );
  });

  it("is the line of the nearest group a missing field belongs to", () => {
    expect(
      withPlace("content/skills.ts: field servicePageText.ctaText: missing (the English file has it)", read),
    ).toBe(
      `content/skills.ts:${lineOf("export const servicePageText")}:8: field servicePageText.ctaText: missing (the English file has it)`,
    );
  });

  it("leaves a problem as it is when the file or the place cannot be found", () => {
    for (const problem of [
      "content/none.ts: entry 1 (x), field y: bad",
      "Notes are invalid:",
      "content/skills.ts: is empty",
    ])
      expect(withPlace(problem, read)).toBe(problem);
  });
});
