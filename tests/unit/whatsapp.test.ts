import { ConfigError } from "@/lib/config-error.mjs";
import { buildWhatsAppLink, normalizePhoneNumber } from "@/lib/whatsapp";

describe("normalizePhoneNumber", () => {
  it.each([
    ["+1 555 010 0123", "15550100123"],
    ["44-20-7946-0000", "442079460000"],
    ["  +49 30 901820  ", "4930901820"],
    ["12345678", "12345678"],
    ["123456789012345", "123456789012345"],
  ])("accepts %p as %p", (raw, digits) => {
    expect(normalizePhoneNumber(raw)).toBe(digits);
  });

  it.each([
    ["1234567", "got 7"],
    ["1234567890123456", "got 16"],
    ["", "digits only"],
    ["+1 (555) 010-0123", "digits only"],
    ["call me", "digits only"],
  ])("rejects %p", (raw, reason) => {
    expect(() => normalizePhoneNumber(raw)).toThrow(ConfigError);
    expect(() => normalizePhoneNumber(raw)).toThrow(reason);
  });

  it("names the variable and the bad value in the message", () => {
    expect(() => normalizePhoneNumber("12-34", "WHATSAPP_NUMBER")).toThrow(
      'WHATSAPP_NUMBER="12-34" is invalid: expected 8–15 digits including the country code, got 4',
    );
  });
});

describe("buildWhatsAppLink", () => {
  it("links to wa.me with the digits", () => {
    expect(buildWhatsAppLink("15550100123")).toBe("https://wa.me/15550100123");
  });

  it("URL-encodes a pre-filled message", () => {
    expect(buildWhatsAppLink("15550100123", "Hi! A demo & a quote?")).toBe(
      "https://wa.me/15550100123?text=Hi!%20A%20demo%20%26%20a%20quote%3F",
    );
  });
});
