import { QueryClient } from "@tanstack/react-query";

/** 3 retries, backoff 1 s doubling to a 30 s cap, unused data collected after 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: QUERY_RETRIES, retryDelay, gcTime: QUERY_GC_TIME_MS } },
  });
}
