import { LIVE_ATTRIBUTE } from "./static-part.mjs";

/** How many behaviours serve each marked part: two may serve one part, and each takes only its own mark off. */
const servers = new WeakMap<Element, number>();

/**
 * Marks static parts (`data-live` on the part itself) while a behaviour's listeners serve them: a part's HTML
 * has no React of its own to show it works. On the part, not on <html>: an attribute written on the root during
 * load can make the browser style every element of the page again (#81). Returns what takes the marks off.
 */
export function markLive(...parts: Element[]): () => void {
  for (const part of parts) {
    servers.set(part, (servers.get(part) ?? 0) + 1);
    part.setAttribute(LIVE_ATTRIBUTE, "");
  }
  return () => {
    for (const part of parts) {
      const left = (servers.get(part) ?? 1) - 1;
      servers.set(part, left);
      if (!left) part.removeAttribute(LIVE_ATTRIBUTE);
    }
  };
}
