/**
 * The visitor's colour theme: "light", "dark", or "system" (follow the OS, the default). The choice is kept
 * in localStorage and shown as a class on <html>: `.light` or `.dark` overrides the OS, no class follows it
 * (app/globals.css). The inline script in components/theme-script.tsx applies a stored choice before first paint.
 */
import { THEME_STORAGE_KEY } from "./theme-script.mjs";

export { THEME_STORAGE_KEY };

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** Fired on window whenever the page's theme may have changed (a new choice, another tab, the OS). */
export const THEME_CHANGE_EVENT = "themechange";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

/** The stored choice; "system" when there is none, it is unreadable (private mode) or it is garbage. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

/** The choice after `choice` when the toggle is pressed: system → light → dark → system. */
export function nextThemeChoice(choice: ThemeChoice): ThemeChoice {
  return themeChoices[(themeChoices.indexOf(choice) + 1) % themeChoices.length]!;
}

function applyThemeChoice(choice: ThemeChoice) {
  const root = document.documentElement;
  root.classList.toggle("light", choice === "light");
  root.classList.toggle("dark", choice === "dark");
  root.style.colorScheme = choice === "system" ? "" : choice;
}

const notify = () => window.dispatchEvent(new Event(THEME_CHANGE_EVENT));

/** Shows `choice` now and remembers it for the next visit (when storage is allowed). */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be blocked; the choice still applies to this page.
  }
  applyThemeChoice(choice);
  notify();
}

/**
 * Calls `listener` whenever the theme may have changed: a choice made on this page or in another tab,
 * or the OS switching between light and dark. Returns the unsubscribe function (useSyncExternalStore).
 */
export function subscribeToTheme(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    notify();
  };
  const system = window.matchMedia?.(DARK_QUERY);
  window.addEventListener(THEME_CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  system?.addEventListener("change", notify);
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
    system?.removeEventListener("change", notify);
  };
}
