// @ts-check
// A note's dates are days written yyyy-mm-dd, each taken as midnight UTC: the one place that says so, for the
// notes, their pages, the feed, the sitemap and the metadata.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a yyyy-mm-dd day (an Invalid Date for anything else). @param {string} day */
export const dayStart = (day) => new Date(DAY.test(day) ? `${day}T00:00:00Z` : NaN);

/** Whether `value` is a yyyy-mm-dd that names a real day (2026-02-30 and 2026-13-01 do not). @param {unknown} value */
export function isDay(value) {
  if (typeof value !== "string") return false;
  const time = dayStart(value).getTime();
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A day as an RFC 3339 instant (Atom, Open Graph, JSON-LD): `2026-11-20T00:00:00Z`. @param {string} day */
export const instantOf = (day) => `${day}T00:00:00Z`;

/** The latest of some days, or undefined for none. @param {Iterable<string>} days */
export const newestDay = (days) => [...days].sort().at(-1);

/**
 * A day as people read it in a language: "20 November 2026" (en-GB), "20 de noviembre de 2026" (es-ES).
 * @param {string} day @param {string} [locale]  an Intl locale (content/languages.mjs's `dates`)
 */
export const readableDate = (day, locale = "en-GB") =>
  dayStart(day).toLocaleDateString(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
