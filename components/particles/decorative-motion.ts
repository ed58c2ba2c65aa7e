import { prefersReducedMotion } from "@/lib/motion-preference";

/** Whether the visitor asked for less motion or less data; either way the particles stay off. */
export function shouldSkipDecorativeMotion(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return prefersReducedMotion() || connection?.saveData === true;
}
