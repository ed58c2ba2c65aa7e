import type { Service } from "@/content/schema";

export type Price = NonNullable<Service["price"]>;

/**
 * A price as people write it in a language (an Intl locale, content/languages.mjs `dates`): "$199" in
 * English, "199 $" in Spanish; cents only when the amount has them.
 */
export function formatPrice({ amount, currency }: Price, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
