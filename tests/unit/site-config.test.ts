import { site } from "@/content/site";
import { loadSiteConfig, phoneForPeople } from "@/lib/site-config";

describe("loadSiteConfig", () => {
  it("falls back to the defaults in content/site.ts", () => {
    const config = loadSiteConfig({});
    expect(config.phoneDigits).toBe(site.defaults.whatsappNumber.replace(/\D/g, ""));
    expect(config.chatUrl).toBe(`https://wa.me/${config.phoneDigits}`);
    expect(config.siteUrl).toBe(site.defaults.siteUrl);
  });

  it("reads the number and URL from the environment", () => {
    const config = loadSiteConfig({ WHATSAPP_NUMBER: "+44 20 7946 0000", SITE_URL: "https://agency.test/" });
    expect(config.chatUrl).toBe("https://wa.me/442079460000");
    expect(config.phoneDisplay).toBe("+44 20 7946 0000");
    expect(config.siteUrl).toBe("https://agency.test");
  });

  it("uses Vercel's production domain when SITE_URL is not set", () => {
    expect(loadSiteConfig({ VERCEL_PROJECT_PRODUCTION_URL: "brightloop.vercel.app" }).siteUrl).toBe(
      "https://brightloop.vercel.app",
    );
    expect(
      loadSiteConfig({
        VERCEL_PROJECT_PRODUCTION_URL: "brightloop.vercel.app",
        SITE_URL: "https://agency.test",
      }).siteUrl,
    ).toBe("https://agency.test");
  });

  it("treats an empty variable as unset", () => {
    expect(loadSiteConfig({ WHATSAPP_NUMBER: " ", SITE_URL: "" }).siteUrl).toBe(site.defaults.siteUrl);
  });

  it("stops on a bad number, naming the variable and value", () => {
    expect(() => loadSiteConfig({ WHATSAPP_NUMBER: "555-0123" })).toThrow(
      'WHATSAPP_NUMBER="555-0123" is invalid',
    );
  });

  it.each(["not a url", "ftp://agency.test", "agency.test"])("stops on the site URL %p", (bad) => {
    expect(() => loadSiteConfig({ SITE_URL: bad })).toThrow(`SITE_URL=${JSON.stringify(bad)} is invalid`);
  });

  it("reads profile URLs separated by commas or spaces", () => {
    const config = loadSiteConfig({ PROFILE_URLS: "https://github.com/a, https://www.linkedin.com/in/b" });
    expect(config.profileUrls).toEqual(["https://github.com/a", "https://www.linkedin.com/in/b"]);
    expect(loadSiteConfig({}).profileUrls).toEqual([]);
  });

  it.each(["http://github.com/a", "https://localhost/a", "https://github.com/a, mailto:me@x.io"])(
    "stops on the profile list %p, naming the bad entry",
    (bad) => {
      const entry = bad.split(", ").at(-1)!;
      expect(() => loadSiteConfig({ PROFILE_URLS: bad })).toThrow(
        `PROFILE_URLS=${JSON.stringify(entry)} is invalid: expected https:// profile URLs`,
      );
    },
  );

  it("reports the first bad variable when several are wrong", () => {
    expect(() => loadSiteConfig({ WHATSAPP_NUMBER: "nope", SITE_URL: "nope" })).toThrow(/^WHATSAPP_NUMBER=/);
  });

  it("stops on a profile that is not an https URL", () => {
    expect(() => loadSiteConfig({ PROFILE_URLS: "github.com/a" })).toThrow(
      'PROFILE_URLS="github.com/a" is invalid',
    );
  });
});

describe("the phone number people read", () => {
  it("is grouped as its country writes it, however the owner typed it", () => {
    for (const typed of ["+44 20 7946 0000", "+442079460000", "0044-20-7946-0000".replace(/^00/, "+")])
      expect(loadSiteConfig({ WHATSAPP_NUMBER: typed }).phoneDisplay).toBe("+44 20 7946 0000");
    expect(phoneForPeople("15550100123")).toBe("+1 555 010 0123");
  });

  it("falls back to its digits after a + when no country's plan fits", () => {
    expect(phoneForPeople("99912345678")).toBe("+99912345678");
  });
});
