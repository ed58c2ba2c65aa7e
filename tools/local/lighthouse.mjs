// Runs Lighthouse (mobile) against a URL in Debian's Chromium (or CHROME_PATH) and returns the report.
import { mkdtempSync, rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, resolveChromePath } from "./browser.mjs";

/**
 * `throttling`: "simulate" (PageSpeed Insights'): Lantern replays an unthrottled load on a modelled phone.
 * "devtools": the page loads over DevTools' throttled network and CPU, as a phone would see it.
 * @param {string} url
 * @param {{ categories?: string[], throttling?: "simulate" | "devtools", chromePath?: string }} options
 */
export async function runLighthouse(url, options = {}) {
  return (await runLighthouseTraced(url, options)).lhr;
}

/**
 * runLighthouse's report, and the trace of the load it measured (the one Lantern's simulation replays).
 * @param {string} url
 * @param {{ categories?: string[], throttling?: "simulate" | "devtools", chromePath?: string }} options
 * @returns {Promise<{ lhr: any, traceEvents: any[] }>}
 */
export async function runLighthouseTraced(url, { categories, throttling = "simulate", chromePath } = {}) {
  // Chrome's profile and the socket folder it leaves in TMPDIR when killed go in one scratch folder, under /tmp:
  // the socket's path must fit in 107 bytes (a soak run's TMPDIR is too deep).
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
      const result = await lighthouse(url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return { lhr: result.lhr, traceEvents: result.artifacts.Trace?.traceEvents ?? [] };
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
