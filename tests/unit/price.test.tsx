/**
 * @jest-environment node
 */
// A service's starting price (#79): checked as content, written in each language, offered in structured data.
import { renderToStaticMarkup } from "react-dom/server";
import { ServicePrice } from "@/components/ui/service-price";
import { ContentError, siteContent, validateContent } from "@/lib/content-schema";
import { localeIn } from "@/lib/content";
import { formatPrice } from "@/lib/price";
import { serviceStructuredData } from "@/lib/structured-data";

const monthly = { amount: 199, currency: "USD", period: "month" } as const;

/** The problems of the site's content with the first service's price set to `price`. */
function problemsWith(price: unknown): string {
  const services = JSON.parse(JSON.stringify(siteContent["content/services.ts"])) as Record<
    string,
    unknown
  >[];
  services[0]!.price = price;
  try {
    validateContent({ ...siteContent, "content/services.ts": services });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  return "";
}

describe("a service's price", () => {
  it("is written as each language writes money, cents only when it has them", () => {
    expect(formatPrice(monthly, "en-GB")).toBe("$199");
    expect(formatPrice(monthly, "es-ES").replace(/\s/g, " ")).toBe("199 $");
    expect(formatPrice({ amount: 49.5, currency: "EUR", period: "once" }, "en-GB")).toBe("€49.50");
  });

  it("is checked: a number, a currency code and a known period, each mistake named", () => {
    expect(problemsWith(monthly)).toBe("");
    expect(problemsWith(undefined)).toBe("");
    expect(problemsWith({ ...monthly, amount: "$99" })).toMatch(/field price\.amount: must be a number/);
    expect(problemsWith({ ...monthly, amount: 0 })).toMatch(/field price\.amount: must be more than 0/);
    expect(problemsWith({ ...monthly, currency: "usd" })).toMatch(
      /field price\.currency: must be a currency code/,
    );
    expect(problemsWith({ ...monthly, currency: "XYZ" })).toMatch(
      /field price\.currency: must be a currency code/,
    );
    expect(problemsWith({ ...monthly, period: "weekly" })).toMatch(
      /field price\.period: must be one of "month", "once"/,
    );
  });

  it("shows on the card and page in the page's language when set, and not at all when unset", async () => {
    for (const code of ["en", "es"]) {
      const locale = await localeIn(code);
      const words = locale.content.services.servicePageText;
      const html = renderToStaticMarkup(<ServicePrice price={monthly} locale={locale} />);
      expect(html).toContain(
        `${words.priceFrom} <strong>${formatPrice(monthly, locale.language.dates)}</strong> ${words.pricePeriods.month}`,
      );
      expect(renderToStaticMarkup(<ServicePrice price={undefined} locale={locale} />)).toBe("");
    }
  });

  it("is the Service's Offer in its structured data when set, and absent when unset", async () => {
    const locale = await localeIn(undefined);
    const service = locale.content.services.services[0]!;
    const [withPrice] = serviceStructuredData({ ...service, price: monthly }, locale);
    expect(withPrice).toMatchObject({
      offers: {
        "@type": "Offer",
        price: 199,
        priceCurrency: "USD",
        priceSpecification: { referenceQuantity: { unitCode: "MON" } },
      },
    });
    const [withoutPrice] = serviceStructuredData({ ...service, price: undefined }, locale);
    expect(withoutPrice).not.toHaveProperty("offers");
  });
});
