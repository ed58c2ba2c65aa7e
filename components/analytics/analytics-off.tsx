import type { ComponentProps } from "react";
import type { Analytics as AnalyticsOn } from "./analytics";

/**
 * What the layout's `<Analytics>` is when ANALYTICS is unset: nothing. next.config.mjs points the import
 * here at build time, so a site without analytics ships none of its code (not even the client component
 * that would decide to do nothing).
 */
export function Analytics(props: ComponentProps<typeof AnalyticsOn>) {
  void props;
  return null;
}
