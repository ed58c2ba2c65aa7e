import { services } from "@/content/services";
import { skills } from "@/content/skills";
import { aboutStructuredData, homeStructuredData, serializeJsonLd } from "@/lib/structured-data";

describe("serializeJsonLd", () => {
  it("escapes < so content cannot close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("escapes the line and paragraph separators", () => {
    const json = serializeJsonLd({ text: "a\u2028b\u2029c" });
    expect(json).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(json)).toEqual({ text: "a\u2028b\u2029c" });
  });
});

describe("structured data from content", () => {
  it("offers exactly the services in content/", () => {
    const [business] = homeStructuredData();
    const catalog = (business as unknown as { hasOfferCatalog: { itemListElement: unknown[] } })
      .hasOfferCatalog;
    expect(catalog.itemListElement).toHaveLength(services.length);
  });

  it("lists the skills as what the owner knows about", () => {
    const profile = aboutStructuredData() as unknown as { mainEntity: { knowsAbout: string[] } };
    expect(profile.mainEntity.knowsAbout).toEqual(skills.map((skill) => skill.title));
  });
});
