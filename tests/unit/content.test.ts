import { values } from "@/content/about";
import { navItems } from "@/content/navigation";
import { skills } from "@/content/skills";

// Facts about this site's own content that no rule of content/schema.ts says.
describe("content facts the site promises", () => {
  it.each([
    [
      "skill titles, in order",
      skills.map((skill) => skill.title),
      [
        "Full-Stack Web Development",
        "Websites",
        "AI Agents & Automation",
        "AI Tools Mastery",
        "Chatbots for Businesses",
        "Video Editing (Premiere / AE)",
        "Photo Editing & Brand Visuals",
        "Computer Systems",
      ],
    ],
    [
      "four values",
      values.map((value) => value.title),
      ["Human-centered", "Evidence-driven", "Secure-by-default", "Production-first"],
    ],
    ["top-bar order", navItems.map((item) => item.label), ["Home", "Services", "Portfolio", "About Me"]],
  ])("keeps the spec's %s", (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
