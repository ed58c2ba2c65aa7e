import { values } from "@/content/about";
import { navItems } from "@/content/navigation";
import { skills } from "@/content/skills";

// The rules every edit must keep (counts, unique ids, known icons, text lengths) live in content/schema.ts
// and its tests; these are facts about this site's own content that no edit rule says.
describe("content facts the site promises", () => {
  it("lists the skill titles in the spec's order", () => {
    expect(skills.map((skill) => skill.title)).toEqual([
      "Full-Stack Web Development",
      "Websites",
      "AI Agents & Automation",
      "AI Tools Mastery",
      "Chatbots for Businesses",
      "Video Editing (Premiere / AE)",
      "Photo Editing & Brand Visuals",
      "Computer Systems",
    ]);
  });

  it("names the four values of the spec", () => {
    expect(values.map((value) => value.title)).toEqual([
      "Human-centered",
      "Evidence-driven",
      "Secure-by-default",
      "Production-first",
    ]);
  });

  it("keeps the spec's top-bar order", () => {
    expect(navItems.map((item) => item.label)).toEqual(["Home", "Services", "Portfolio", "About Me"]);
  });
});
