import { pagePaths } from "@/lib/routes.mjs";

/**
 * The page a field metric belongs to: its path, or "404" for the not-found page whatever address was tried, so
 * the owner's breakdown by page has one row per page.
 */
export function pageOf(pathname: string): string {
  return pagePaths.includes(pathname) ? pathname : "404";
}
