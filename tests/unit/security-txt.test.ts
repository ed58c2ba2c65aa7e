import { securityTxt } from "@/lib/security-txt";

/** The fields of a security.txt, by name (RFC 9116: "Name: value" lines). */
function fields(text: string): Map<string, string> {
  return new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

// Its contact and canonical address: metadata-routes.spec.ts.
describe("security.txt (RFC 9116)", () => {
  const builtAt = new Date("2026-11-23T12:00:00Z");
  const txt = fields(securityTxt(builtAt));

  it("expires a little under a year after the build, as the RFC asks", () => {
    const expires = new Date(txt.get("Expires") ?? "");
    const days = (expires.getTime() - builtAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(330);
    expect(days).toBeLessThan(366);
    expect(txt.get("Expires")).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
  });
});
