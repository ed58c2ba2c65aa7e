// JavaScript a page downloads before and after its `load` event, measured in Chromium.
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, resolveChromePath } from "../tools/local/browser.mjs";

export async function measureJs(url) {
  const browser = await chromium.launch({ executablePath: resolveChromePath(), args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = [];
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script" && !/\.js(\?|$)/.test(request.url())) return;
      const sizes = await request.sizes();
      scripts.push({
        url: request.url(),
        bytes: sizes.responseBodySize,
        endedAt: request.timing().startTime + request.timing().responseEnd,
      });
    });
    await page.goto(url, { waitUntil: "load" });
    const loadAt = await page.evaluate(
      () => performance.timeOrigin + performance.getEntriesByType("navigation")[0].loadEventStart,
    );
    // Deferred work (particles, toaster, animation features) starts after load and idle.
    await page.waitForTimeout(4000);
    const before = scripts.filter((s) => s.endedAt <= loadAt);
    const after = scripts.filter((s) => s.endedAt > loadAt);
    const total = (list) => list.reduce((sum, s) => sum + s.bytes, 0);
    return {
      beforeLoadBytes: total(before),
      beforeLoadFiles: before.length,
      afterLoadBytes: total(after),
      afterLoadFiles: after.length,
    };
  } finally {
    await browser.close();
  }
}
