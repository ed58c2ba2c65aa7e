import type { Locale } from "@/lib/content";
import { formatPrice, type Price } from "@/lib/price";

/** "From $199 a month": a service's starting price in the page's language, or nothing when it has none. */
export function ServicePrice({
  price,
  locale,
  className,
}: {
  price?: Price;
  locale: Locale;
  className?: string;
}) {
  if (!price) return null;
  const { priceFrom, pricePeriods } = locale.content.services.servicePageText;
  return (
    <p
      className={className ?? "service-price"}
      data-price={`${price.amount} ${price.currency} ${price.period}`}
    >
      {priceFrom} <strong>{formatPrice(price, locale.language.dates)}</strong> {pricePeriods[price.period]}
    </p>
  );
}
