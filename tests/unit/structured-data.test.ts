import { serializeJsonLd } from "@/lib/structured-data";

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
