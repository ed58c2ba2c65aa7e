import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names and lets a later Tailwind class override an earlier one. For server components:
 * tailwind-merge costs kilobytes of JavaScript and a noticeable start-up in the browser, so client
 * components join classes with `clsx/lite` (strings only, its smallest form) and avoid passing conflicting
 * utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
