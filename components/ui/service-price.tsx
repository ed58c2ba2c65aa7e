import type { Locale } from "@/lib/content";
import { formatPrice, type Price } from "@/lib/price";

/** "From $199 a month": a service's starting price in the page's language, or nothing when it has none. */
export function ServicePrice({ price, locale }: { price?: Price; locale: Locale }) {
  if (!price) return null;
  const { priceFrom, pricePeriods } = locale.content.services.servicePageText;
  // Each text one node beside the figure: React writes no <!-- --> between them.
  return (
    <p className="card-text price">
      {`${priceFrom} `}
      <strong>{formatPrice(price, locale.language.dates)}</strong>
      {` ${pricePeriods[price.period]}`}
    </p>
  );
}
