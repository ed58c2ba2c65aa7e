// Finds the Chromium that Playwright (and later Lighthouse) should drive on this machine.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/** Flags for a headless Chromium on a closed network, run as root (DEVELOPERS.md). */
export const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's chromium-headless-shell: the same engine without windows, as Playwright runs headless tests. */
export const DEFAULT_HEADLESS_SHELL_PATH = "/usr/lib/chromium/chromium-headless-shell";

/** For tests that judge nothing drawn: CHROME_HEADLESS_SHELL_PATH, else the shell, else resolveChromePath(). */
export function resolveHeadlessShellPath() {
  const fromEnv = process.env.CHROME_HEADLESS_SHELL_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_HEADLESS_SHELL_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  return existsSync(DEFAULT_HEADLESS_SHELL_PATH) ? DEFAULT_HEADLESS_SHELL_PATH : resolveChromePath();
}

/** CHROME_PATH, else undefined when Playwright has a browser of its own, else Debian's /usr/bin/chromium. */
export function resolveChromePath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No Playwright-managed browser: fall through to the system one.
  }
  if (existsSync(DEFAULT_CHROME_PATH)) return DEFAULT_CHROME_PATH;
  throw new Error(
    [
      "No Chromium found for the end-to-end tests.",
      "Install Debian's: sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROME_PATH at any Chromium or Chrome binary.",
    ].join("\n"),
  );
}
