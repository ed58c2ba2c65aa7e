// Runs Lighthouse against a URL in Debian's Chromium (or CHROME_PATH) and returns the report.
import { mkdtempSync, rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROME_FLAGS, resolveChromePath } from "./browser.mjs";

/**
 * `throttling`: "simulate" (Lighthouse's default, and PageSpeed Insights'): the page loads unthrottled and
 * Lantern replays that load on a modelled phone network and CPU. "devtools": the page loads over DevTools'
 * throttled network and CPU with the same settings, so what arrives when is what a phone would see.
 * `chromePath`: the browser to drive, by default the one resolveChromePath() finds.
 * @param {string} url
 * @param {{ preset?: "mobile" | "desktop", categories?: string[], throttling?: "simulate" | "devtools",
 *   chromePath?: string }} options
 */
export async function runLighthouse(
  url,
  { preset = "mobile", categories, throttling = "simulate", chromePath } = {},
) {
  // Chrome's folders go in one scratch folder, removed however the run ends: its profile, and the socket
  // folder (org.chromium.Chromium.*) it makes in TMPDIR and leaves when chrome-launcher stops it with SIGKILL.
  // Under /tmp, not TMPDIR: the socket's path must fit in 107 bytes, and Chrome does not start when it cannot
  // (as in a soak run's TMPDIR).
  const scratch = mkdtempSync("/tmp/lh-");
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath ?? resolveChromePath() ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", ...CHROME_FLAGS],
      userDataDir: scratch,
      envVars: { ...process.env, TMPDIR: scratch },
    });
    try {
      const flags = {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        throttlingMethod: throttling,
        // The report's picture of the whole page scores nothing, and took 1.4 s of each run here.
        disableFullPageScreenshot: true,
      };
      const result = await lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result.lhr;
    } finally {
      chrome.kill();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Audits in a category that did not get full marks, as "id: title". */
export function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
}
