import { Activity, type ReactNode } from "react";

/**
 * Content below the first screen, hydrated as its own unit after the rest of the page. In the HTML it is
 * exactly what it would be without the wrapper (an `<Activity>` boundary streams no fallback and adds only
 * a comment either side), so the page reads the same without JavaScript. In the browser React hydrates
 * each boundary separately, at a lower priority, yielding in between: the start-up task no longer hydrates
 * the whole page at once (bench/results). A click inside one before then hydrates it at once and is
 * replayed. (A `<Suspense>` boundary would split hydration too, but Next.js streams those whose payload
 * rows arrive late as pending, with the content hidden until a script moves it in.)
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
