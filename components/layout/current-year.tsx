"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year from the visitor's clock. Static pages are rendered once at build time, so the
 * server's year is only the first guess; the browser replaces it while hydrating, without a mismatch.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="current-year">{year}</span>;
}
