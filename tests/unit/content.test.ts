import { values } from "@/content/about";
import { navItems } from "@/content/navigation";
import { projects } from "@/content/projects";
import { services } from "@/content/services";
import { skills } from "@/content/skills";
import { testimonials } from "@/content/testimonials";
import { whyChoosePoints } from "@/content/why-choose";

// The rules every edit must keep (unique ids, known icons, text lengths) live in lib/content-schema.ts and
// its tests; these are the spec's own facts about this content.
describe("content facts from the spec (§1–§2)", () => {
  it("has the spec's counts", () => {
    expect(services).toHaveLength(5);
    expect(whyChoosePoints).toHaveLength(4);
    expect(testimonials).toHaveLength(2);
    expect(values).toHaveLength(4);
    expect(skills).toHaveLength(8);
    expect(projects).toHaveLength(10);
  });

  it("gives every service three points", () => {
    for (const service of services) expect(service.points).toHaveLength(3);
  });

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
