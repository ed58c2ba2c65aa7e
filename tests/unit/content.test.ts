import { aboutSection, values } from "@/content/about";
import { iconNames } from "@/content/icons";
import { navItems } from "@/content/navigation";
import { projects } from "@/content/projects";
import { services } from "@/content/services";
import { accentColors, skills } from "@/content/skills";
import { testimonials } from "@/content/testimonials";
import { whyChoosePoints } from "@/content/why-choose";

const idsOf = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("content invariants (spec §1–§2)", () => {
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

  it.each([
    ["services", services],
    ["why-choose", whyChoosePoints],
    ["testimonials", testimonials],
    ["values", values],
    ["skills", skills],
    ["projects", projects],
  ] as const)("has unique ids in %s", (_name, items) => {
    const ids = idsOf(items);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses only known icons and colours", () => {
    const icons = new Set<string>(iconNames);
    for (const item of [...services, ...whyChoosePoints, ...values, ...skills])
      expect(icons).toContain(item.icon);
    for (const skill of skills) expect(accentColors).toContain(skill.color);
  });

  it("has no empty text", () => {
    const texts = [
      ...services.flatMap((s) => [s.title, s.summary, ...s.points]),
      ...testimonials.flatMap((t) => [t.quote, t.name, t.role, t.company]),
      ...skills.flatMap((s) => [s.title, s.description]),
      ...projects.flatMap((p) => [p.title, p.description]),
      ...aboutSection.story,
    ];
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
  });

  it("keeps the spec's top-bar order", () => {
    expect(navItems.map((item) => item.label)).toEqual(["Home", "Services", "Portfolio", "About Me"]);
  });
});
