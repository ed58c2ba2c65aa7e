import { expect, test, type Page } from "@playwright/test";
import { createServer } from "node:http";
import { listenOnFreePort } from "../../tools/local/ports.mjs";
import { holdRequests, particlePagePaths, samplePagePaths, waitForHydration } from "./helpers";

test("with the font and the particle script blocked, every page stays readable and usable", async ({
  page,
}) => {
  await page.route(/\.woff2?$/, (route) => route.abort());
  await page.route(/turbopack-worker-.*\.js$/, (route) => route.abort());
  // /aboutme last: its cards and particles are checked below.
  for (const path of [...samplePagePaths.filter((p) => p !== "/aboutme"), "/aboutme"]) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // The fallback font renders the words: the heading has a real size, not zero.
    const box = await heading.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);
    // The metric-matched fallback face sits right behind the web font in the stack.
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/inter Fallback/i);
  }
  await page.locator("[data-card] button").first().click();
  await expect(page.locator("[data-card] button").first()).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator('[data-particles="failed"]')).toHaveCount(1);
});

// On a slow first visit Inter arrives after the text has been drawn in the fallback face
// (components/fonts/inter-fallback.css): the swap must not move anything, at phone, tablet and desktop widths.
const LATE_FONT_VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 393, height: 852 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1350, height: 940 },
];
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Records every layout shift from navigation on; `shifts()` also takes the entries not yet delivered. */
function recordLayoutShifts() {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const name = (node?: Node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "(a removed node)";
    const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`);
    return `<${node.localName}${node.id ? `#${node.id}` : ""}${classes.join("")}> "${node.textContent?.trim().slice(0, 40)}"`;
  };
  const rect = (r: DOMRectReadOnly) => `(${r.x}, ${r.y}, ${r.width}×${r.height})`;
  const recorded: { value: number; sources: string[] }[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[])
      if (!entry.hadRecentInput)
        recorded.push({
          value: entry.value,
          sources: entry.sources.map(
            (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
          ),
        });
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  Object.assign(window, { __shifts: () => (record(observer.takeRecords()), recorded) });
}
type RecordedShifts = { value: number; sources: string[] }[];
const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: () => RecordedShifts }).__shifts());
const describeShifts = (shifts: RecordedShifts) =>
  shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join("; ")}`).join("\n");

for (const viewport of LATE_FONT_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // Each test has its own browser context, so its own cache: the font is fetched (and held) again.
    test.use({ viewport, reducedMotion: "reduce" });

    // The pages with the hero. A service's page opens with a paragraph long enough that the fallback face
    // wraps it one line differently at some widths (a 24 px shift at 393 px, CLS 0.004).
    for (const path of particlePagePaths) {
      test(`${path}: a font that arrives after the first paint shifts nothing`, async ({ page }) => {
        await page.addInitScript(recordLayoutShifts);
        const font = await holdRequests(page, /\.woff2$/);
        // The whole page parsed, hydrated and drawn in the fallback face, with Inter still on its way…
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await waitForHydration(page, "header [data-theme-toggle]");
        await page.evaluate(nextFrame);
        expect(await page.evaluate(() => document.fonts.check("800 16px inter"))).toBe(false);
        const before = await shiftsSoFar(page);
        // …then Inter arrives and is swapped in.
        font.release();
        await page.waitForFunction(() => document.fonts.check("800 16px inter"));
        await page.evaluate(nextFrame);
        const after = (await shiftsSoFar(page)).slice(before.length);
        // Nothing moves, neither while the page is drawn and hydrated, nor when the font is swapped.
        expect(describeShifts(before), "shifts before the font arrived").toBe("");
        expect(describeShifts(after), "shifts when the font was swapped in").toBe("");
      });
    }
  });
}

/** Serves each page with its HTML held back inside the hero's subtitle, as a slow network would, until `release()`. */
async function startHeldPage(upstream: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${upstream}${req.url}`);
    const body = Buffer.from(await answer.arrayBuffer());
    // As received, decoded, in one piece: without the encoding and framing headers of the original.
    const framing = ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"];
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !framing.includes(name)));
    res.writeHead(answer.status, { ...headers, "content-length": String(body.length) });
    // A few letters into the subtitle's text, past its start tag.
    const subtitle = body.indexOf('class="hero-subtitle');
    if (subtitle < 0) return void res.end(body);
    const cut = body.indexOf(">", subtitle) + 5;
    res.write(body.subarray(0, cut));
    await held;
    res.end(body.subarray(cut));
  });
  const port = await listenOnFreePort(server);
  return { origin: `http://127.0.0.1:${port}`, release, stop: () => server.close() };
}

// The pages with the hero this test holds the HTML inside.
for (const path of particlePagePaths) {
  test(`${path}: nothing is drawn while the hero is half-read, so it never moves as the rest arrives`, async ({
    page,
    baseURL,
  }) => {
    const server = await startHeldPage(baseURL!);
    try {
      await page.addInitScript(recordLayoutShifts);
      const loaded = page.goto(`${server.origin}${path}`);
      await page.waitForURL(`${server.origin}${path}`, { waitUntil: "commit" });
      // The parser has read up to the hold, inside the hero…
      await page.waitForFunction(() => document.querySelector(".hero-subtitle") !== null, undefined, {
        polling: 100,
      });
      // …and stays there a second, long enough for a browser to draw (Chromium did at 0.5 s): a wait for nothing
      // to happen, which a busy machine can only make miss a regression, never fail a correct page.
      await page.waitForTimeout(1_000);
      const releasedAt = await page.evaluate(() => performance.now());
      server.release();
      await loaded;
      const firstPaint = await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        undefined,
        { timeout: 0 },
      );
      expect(await firstPaint.jsonValue(), "first paint, ms after navigation").toBeGreaterThan(releasedAt);
      await page.evaluate(nextFrame);
      expect(describeShifts(await shiftsSoFar(page)), "shifts").toBe("");
    } finally {
      server.stop();
    }
  });
}
