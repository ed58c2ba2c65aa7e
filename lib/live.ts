import { LIVE_ATTRIBUTE } from "./static-part.mjs";

const root = () => document.documentElement;
const liveNames = () => new Set((root().getAttribute(LIVE_ATTRIBUTE) ?? "").split(" ").filter(Boolean));

function setLiveNames(names: Set<string>) {
  if (names.size) root().setAttribute(LIVE_ATTRIBUTE, [...names].join(" "));
  else root().removeAttribute(LIVE_ATTRIBUTE);
}

/**
 * Names static parts on <html> (`data-live`, by their `data-static` names) while a behaviour's listeners serve
 * them: a part's HTML has no React of its own to show it works. Returns what takes the names off again.
 */
export function markLive(...parts: string[]): () => void {
  const names = liveNames();
  for (const part of parts) names.add(part);
  setLiveNames(names);
  return () => {
    const left = liveNames();
    for (const part of parts) left.delete(part);
    setLiveNames(left);
  };
}
