/** The not-found page marks its <main> (components/not-found-screen.tsx), whatever address it answers. */
export const NOT_FOUND_MARK = "data-not-found";

/**
 * The page a field metric belongs to: its path, or "404" for the not-found page whatever address was tried, so
 * the owner's breakdown by page has one row per page.
 */
export function pageOf(pathname: string, root: ParentNode = document): string {
  return root.querySelector(`[${NOT_FOUND_MARK}]`) ? "404" : pathname;
}
