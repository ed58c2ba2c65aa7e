// Analytics, on the static exports `npm test` builds with ANALYTICS=plausible and ANALYTICS=vercel
// (npm run build:static:plausible, build:static:vercel), served by nginx with their own nginx.conf; and the
// export as shipped (ANALYTICS unset) beside them. No internet here: Plausible's endpoint is intercepted in the
// browser (its tracker is the npm package bundled into the site), and so are Vercel's script and endpoints. The site is opened as http://brightloop.test (mapped to
// this machine): the tracker ignores localhost.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { ANALYTICS_DECIDED_MARK } from "@/components/analytics/decided-mark";
import { WEB_VITAL_EVENT } from "@/components/analytics/web-vitals";
import { services } from "@/content/services";
import { PLAUSIBLE_CLOUD } from "../../lib/analytics-config.mjs";
import { REPORT_CSP_VIOLATIONS } from "../harness/engines";
import type { PlausibleEvent } from "../harness/plausible-stand-in";
import { CHROME_FLAGS, resolveHeadlessShellPath } from "../../tools/local/browser.mjs";
import { OUT, exportIsBuilt, startNginx, type StaticServer } from "../../tools/local/servers.mjs";
import { FIELD_METRICS, fieldMetricScripts, samplePagePaths } from "./helpers";

const PLAUSIBLE_EXPORT = "test-results/export-plausible";
const VERCEL_EXPORT = "test-results/export-vercel";
const HOST = "brightloop.test";
const ENDPOINT = `${PLAUSIBLE_CLOUD}/api/event`;
/** The three exports' nginx ports, picked by the system as each server starts. */
const ports = { on: 0, off: 0, vercel: 0 };

// One worker for the file: the servers and the browser below are shared by its tests.
test.describe.configure({ mode: "serial" });

/**
 * Waits for the moment the provider loads, or would have (the mark the site's Analytics component sets then:
 * two idle moments after load, however long a busy machine takes to reach them), and returns why: "loading",
 * or "opted out". A test that nothing was sent means something only after this.
 */
async function providerDecided(page: Page) {
  const mark = await page.waitForFunction(
    (name) => (performance.getEntriesByName(name)[0] as PerformanceMark | undefined)?.detail as string,
    ANALYTICS_DECIDED_MARK,
    { timeout: 0 },
  );
  return mark.jsonValue();
}

let browser: Browser;
const servers: Partial<Record<keyof typeof ports, StaticServer>> = {};

test.beforeAll(async () => {
  test.setTimeout(90_000);
  if (!exportIsBuilt(PLAUSIBLE_EXPORT) || !exportIsBuilt(VERCEL_EXPORT) || !exportIsBuilt())
    throw new Error(
      "run `npm run build:static`, `npm run build:static:plausible` and `npm run build:static:vercel` first (npm test does)",
    );
  servers.on = await startNginx(undefined, PLAUSIBLE_EXPORT);
  servers.off = await startNginx();
  servers.vercel = await startNginx(undefined, VERCEL_EXPORT);
  for (const which of Object.keys(ports) as (keyof typeof ports)[])
    ports[which] = Number(new URL(servers[which]!.origin).port);
  // Chromium's headless shell, as for the project "chromium" (playwright.config.ts): nothing here judges pixels.
  browser = await chromium.launch({
    executablePath: resolveHeadlessShellPath(),
    args: [
      ...CHROME_FLAGS,
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      // As a deployed site is, over https: a plain-http name that is not localhost would draw Chromium's
      // console error that the Cross-Origin-Opener-Policy header was ignored.
      `--unsafely-treat-insecure-origin-as-secure=${Object.keys(ports)
        .map((which) => origin(which as keyof typeof ports))
        .join(",")}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  servers.on?.stop();
  servers.off?.stop();
  servers.vercel?.stop();
});

const origin = (which: keyof typeof ports) => `http://${HOST}:${ports[which]}`;

/**
 * A fresh visitor: records what reaches Plausible's endpoint, every request that leaves the site, and CSP
 * violations. WhatsApp itself is answered in the browser, so a followed chat link goes nowhere.
 */
async function visitor(options: BrowserContextOptions & { optOut?: "gpc" | "dnt" } = {}) {
  const { optOut, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  // The tracker skips browsers driven by automation unless the page says it is a test (its own switch).
  await context.addInitScript(() => {
    (window as Window & { __plausible?: boolean }).__plausible = true;
  });
  if (optOut === "gpc")
    await context.addInitScript(() =>
      Object.defineProperty(navigator, "globalPrivacyControl", { value: true }),
    );
  if (optOut === "dnt")
    await context.addInitScript(() => Object.defineProperty(navigator, "doNotTrack", { value: "1" }));
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  const events: PlausibleEvent[] = [];
  await context.route(ENDPOINT, async (route) => {
    events.push(JSON.parse(route.request().postData() ?? "{}") as PlausibleEvent);
    await route.fulfill({ status: 202, body: "ok" });
  });
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
  const offSite: string[] = [];
  const errors: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== HOST && url.origin !== "https://wa.me") offSite.push(url.origin);
  });
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const page = await context.newPage();
  return { context, page, events, offSite, errors };
}

/** Follows a chat link the way a visitor does (it opens a new tab) and closes that tab. */
async function followChat(page: Page, link: ReturnType<Page["locator"]>) {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await tab.close();
}

const pageviews = (events: PlausibleEvent[]) => events.filter((e) => e.n === "pageview");
const chats = (events: PlausibleEvent[]) => events.filter((e) => e.n === "Chat opened");
const vitals = (events: PlausibleEvent[]) => events.filter((e) => e.n === WEB_VITAL_EVENT);

/** A visitor's tap on the page's heading: an interaction like any other for INP, whatever it lands on. */
async function tapThePage(page: Page) {
  await page.locator("h1").click();
}

/** Runs one of the field-metric scripts (helpers.ts) in the page. */
const run = (page: Page, body: string) => page.evaluate(`(() => { ${body} })()`);
const hide = (page: Page) => run(page, fieldMetricScripts.hide);
/** A tap, then the page hidden as the visitor leaves it: what a field metric is sent on. */
async function tapAndLeave(page: Page) {
  await tapThePage(page);
  await hide(page);
}

type Sent = { name: string; keepalive: boolean };

/**
 * Records, in the page and as it happens, each event sent to Plausible's endpoint and whether its request asks
 * to outlive the page; `sent(page)` reads them.
 */
async function recordSends(context: BrowserContext) {
  await context.addInitScript((endpoint) => {
    const log: Sent[] = [];
    Object.assign(window, { __sent: log });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input) === endpoint)
        log.push({ name: JSON.parse(String(init?.body)).n, keepalive: init?.keepalive === true });
      return fetch(input, init);
    };
  }, ENDPOINT);
}
const sent = (page: Page) => page.evaluate(() => (window as Window & { __sent?: Sent[] }).__sent ?? []);

/**
 * The code of the JavaScript files `/` of an export fetched, read from the export on disk: `loaded`, those that
 * finished loading before `load`; `before` and `after`, those asked for before and from `load` on. With
 * `providerLoaded`, once the provider's chunk has run (Plausible's tracker sent the page view, Vercel's added
 * Speed Insights).
 */
async function scriptsOf(which: keyof typeof ports, providerLoaded = false) {
  const root = { on: PLAUSIBLE_EXPORT, vercel: VERCEL_EXPORT, off: OUT }[which];
  const { context, page, events } = await visitor();
  await page.goto(`${origin(which)}/`);
  if (providerLoaded) {
    expect(await providerDecided(page)).toBe("loading");
    if (which === "on") await expect.poll(() => pageviews(events).length).toBe(1);
    else await expect(page.locator('script[src="/_vercel/speed-insights/script.js"]')).toHaveCount(1);
  }
  const { scripts, load } = await page.evaluate(() => ({
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((e) => /\/_next\/static\/.*\.js$/.test(e.name))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
  }));
  await context.close();
  const code = (list: typeof scripts) => list.map(({ path }) => readFileSync(join(root, path), "utf8"));
  return {
    loaded: code(scripts.filter(({ end }) => end <= load)),
    before: code(scripts.filter(({ start }) => start < load)),
    after: code(scripts.filter(({ start }) => start >= load)),
  };
}

test.describe("with Plausible on", () => {
  test("counts the page view of each page and of the 404 page, with the site's name and the address tried", async () => {
    const { context, page, events, errors } = await visitor();
    for (const path of [...samplePagePaths, "/no/such/page"]) {
      // The 404 page's own console errors (its status, the path it logs) are not the analytics'.
      if (path === "/no/such/page") expect(errors).toEqual([]);
      await page.goto(`${origin("on")}${path}`);
      expect(await providerDecided(page)).toBe("loading");
      await expect.poll(() => pageviews(events).map((e) => e.u)).toContain(`${origin("on")}${path}`);
    }
    expect(pageviews(events).every((e) => e.d === "brightloop.test")).toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    await context.close();
  });

  test('a followed chat link is a "Chat opened" event with its place and page', async () => {
    const { context, page, events, errors, offSite } = await visitor({
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${origin("on")}/`);
    expect(await providerDecided(page)).toBe("loading");
    await expect.poll(() => pageviews(events).length).toBeGreaterThanOrEqual(1);
    await followChat(page, page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
    const service = services[1]!;
    await followChat(page, page.locator(`#services a[data-chat-place="service:${service.id}"]`));
    await followChat(page, page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await page.goto(`${origin("on")}/aboutme`);
    await followChat(page, page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await followChat(page, page.locator("footer").getByRole("link", { name: /^\+/ }));
    // A service's own page counts its chats by that page (#37), the top bar's and the page's own.
    const servicePage = `/services/${service.id}`;
    await page.goto(`${origin("on")}${servicePage}`);
    await followChat(page, page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await followChat(
      page,
      page
        .locator("main")
        .getByRole("link", { name: /Let's Talk/ })
        .first(),
    );
    await expect
      .poll(() => chats(events).map((e) => e.p))
      .toEqual([
        { place: "hero", page: "/" },
        { place: `service:${service.id}`, page: "/" },
        { place: "topBar", page: "/" },
        { place: "aboutPage", page: "/aboutme" },
        { place: "footer", page: "/aboutme" },
        { place: `service-page:${service.id}`, page: servicePage },
        { place: `service-page:${service.id}`, page: servicePage },
      ]);
    expect(errors).toEqual([]);
    expect(new Set(offSite)).toEqual(new Set([PLAUSIBLE_CLOUD]));
    await context.close();
  });

  test("sends the page view's LCP, CLS, INP, FCP and TTFB when the page is hidden, with rating, page and range", async () => {
    const { context, page, events, errors } = await visitor({ viewport: { width: 390, height: 844 } });
    await recordSends(context);
    await page.goto(`${origin("on")}/aboutme`);
    expect(await providerDecided(page)).toBe("loading");
    // The page view is sent by the tracker that also starts measuring.
    await expect.poll(() => pageviews(events).length).toBe(1);
    await run(page, fieldMetricScripts.slowTap);
    await tapThePage(page);
    // Polled from here: `waitForFunction` with a string re-evaluates it in the page with `eval`, which the
    // page's CSP refuses from the second try on, i.e. whenever the tap was not timed at the first look.
    await expect.poll(() => run(page, fieldMetricScripts.tapTimed), { timeout: 0 }).toBe(true);
    await run(page, fieldMetricScripts.watchPaint);
    await expect.poll(() => run(page, fieldMetricScripts.painted), { timeout: 0 }).toBe(true);
    expect(vitals(events), "nothing before the page is hidden").toEqual([]);
    await hide(page);
    await expect
      .poll(() =>
        vitals(events)
          .map((e) => e.p?.metric)
          .sort(),
      )
      .toEqual(FIELD_METRICS);
    for (const { p, i, u } of vitals(events)) {
      expect(p?.page, `${p?.metric} page`).toBe("/aboutme");
      expect(u, `${p?.metric} address`).toBe(`${origin("on")}/aboutme`);
      expect(["good", "needs improvement", "poor"], `${p?.metric} rating`).toContain(p?.rating);
      expect(p?.value, `${p?.metric} range`).toMatch(/^(under|over) \S+( s| ms)?$|–/);
      expect(i, `${p?.metric} is not an interaction`).toBe(false);
    }
    // Each in a request that finishes even if the page is gone by then.
    const firstHiding = await sent(page);
    expect(firstHiding.filter((e) => e.name === WEB_VITAL_EVENT)).toHaveLength(FIELD_METRICS.length);
    expect(firstHiding.filter((e) => !e.keepalive)).toEqual([]);
    // Back, another tap, hidden again: a page view's metrics were sent once (the site sends as it is hidden,
    // in the same event dispatch, so the record is complete when `hide` returns).
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await tapAndLeave(page);
    const secondHiding = (await sent(page)).slice(firstHiding.length);
    expect(secondHiding.filter((e) => e.name === WEB_VITAL_EVENT)).toEqual([]);
    expect(vitals(events)).toHaveLength(FIELD_METRICS.length);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(errors, "no CSP violation, no error").toEqual([]);
    await context.close();
  });

  for (const optOut of ["gpc", "dnt"] as const) {
    test(`sends nothing at all when the browser sends ${optOut === "gpc" ? "Global Privacy Control" : "Do Not Track"}`, async () => {
      const { context, page, events, offSite } = await visitor({ optOut });
      await page.goto(`${origin("on")}/`);
      await page.waitForLoadState("load");
      await followChat(page, page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
      expect(await providerDecided(page)).toBe("opted out");
      // Hidden, as when the visitor switches to WhatsApp: not a field metric either.
      await tapAndLeave(page);
      expect(events).toEqual([]);
      expect(offSite).toEqual([]);
      await context.close();
    });
  }

  test("the policy allows exactly Plausible's server beyond the site, in the export's headers too", async ({
    request,
  }) => {
    const on =
      (await request.get(`http://127.0.0.1:${ports.on}/`)).headers()["content-security-policy"] ?? "";
    const off =
      (await request.get(`http://127.0.0.1:${ports.off}/`)).headers()["content-security-policy"] ?? "";
    expect(on).toContain(`connect-src 'self' ${PLAUSIBLE_CLOUD};`);
    expect(off).toContain("connect-src 'self';");
    // Only the connect sources and the pages' own script hashes differ.
    const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, "");
    expect(withoutHashes(on).replace(` ${PLAUSIBLE_CLOUD}`, "")).toBe(withoutHashes(off));
    const headersFile = readFileSync(join(PLAUSIBLE_EXPORT, "_headers"), "utf8");
    expect(headersFile).toContain(`connect-src 'self' ${PLAUSIBLE_CLOUD};`);
  });

  test("adds at most 3 KiB gzip to the JavaScript a page loads before `load`, and none when off", async () => {
    const gzipBytes = (files: string[]) =>
      files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
    const on = (await scriptsOf("on")).loaded;
    const vercel = (await scriptsOf("vercel")).loaded;
    const off = (await scriptsOf("off")).loaded;
    console.log(
      `JavaScript before load, gzip: ${gzipBytes(off)} bytes off, ${gzipBytes(on)} with Plausible, ${gzipBytes(vercel)} with Vercel`,
    );
    expect(gzipBytes(on) - gzipBytes(off)).toBeLessThanOrEqual(3 * 1024);
    expect(gzipBytes(vercel) - gzipBytes(off)).toBeLessThanOrEqual(3 * 1024);
    // Off, not a byte of it: no file the page loads knows about opting out or about chats.
    const analyticsCode = /globalPrivacyControl|Chat opened/;
    expect(on.some((file) => analyticsCode.test(file))).toBe(true);
    expect(off.some((file) => analyticsCode.test(file))).toBe(false);
  });

  test("the provider's code, field metrics included, loads after `load` and stays within its budget", async () => {
    // gzip of the provider's own chunk, fetched after `load`. Plausible: its tracker (2.6 KiB) and Google's
    // web-vitals library (2.4 KiB alone, in every version from 4.2 to 6.2); Vercel: both of its small loaders.
    const budgets = { on: 5.5 * 1024, vercel: 2.5 * 1024 };
    const webVitals = /largest-contentful-paint/;
    for (const [which, provider] of [
      ["on", /plausible/],
      ["vercel", /speed-insights/],
    ] as const) {
      const { before, after } = await scriptsOf(which, true);
      expect(
        before.some((code) => webVitals.test(code)),
        `${which}: web-vitals before load`,
      ).toBe(false);
      const own = after.filter((code) => provider.test(code));
      expect(own.length, `${which}: the provider's chunk after load`).toBe(1);
      if (which === "on") expect(webVitals.test(own[0]!), "web-vitals in Plausible's chunk").toBe(true);
      const bytes = gzipSync(own[0]!, { level: 9 }).length;
      console.log(`${which}: the provider's chunk after load, ${bytes} bytes gzip`);
      expect(bytes).toBeLessThanOrEqual(budgets[which]);
    }
  });
});

/**
 * Vercel's script is not in its npm package: Vercel serves it beside the site. This stand-in, served at its
 * address, does what the tests need of it: it counts a page view when it loads, and passes each call the page
 * makes through `window.va` (the queue the package sets up) to Vercel's event endpoint.
 */
const VERCEL_SCRIPT_STAND_IN = `
  const send = (path, body) => fetch(path, { method: "POST", keepalive: true, body: JSON.stringify(body) });
  send("/_vercel/insights/view", { path: location.pathname });
  const pass = (params) => params[0] === "event" && send("/_vercel/insights/event", params[1]);
  (window.vaq || []).forEach(pass);
  window.va = (...params) => pass(params);
`;

/**
 * Speed Insights' script is Vercel's too. This stand-in reports as the real one does: when the page is hidden,
 * one beacon to its endpoint with the route and SDK its script element carries (set by the npm package).
 */
const SPEED_INSIGHTS_STAND_IN = `
  const { route, sdkn } = document.currentScript.dataset;
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden")
      navigator.sendBeacon("/_vercel/speed-insights/vitals", JSON.stringify({ route, sdkn, path: location.pathname }));
  });
`;

test.describe("with Vercel Web Analytics on", () => {
  async function vercelVisitor(optOut?: "gpc") {
    const visit = await visitor({ viewport: { width: 1280, height: 800 }, optOut });
    const views: string[] = [];
    const events: { name: string; data?: Record<string, string> }[] = [];
    await visit.context.route("**/_vercel/insights/script.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: VERCEL_SCRIPT_STAND_IN }),
    );
    await visit.context.route("**/_vercel/insights/view", async (route) => {
      views.push((JSON.parse(route.request().postData() ?? "{}") as { path: string }).path);
      await route.fulfill({ status: 200, body: "" });
    });
    await visit.context.route("**/_vercel/insights/event", async (route) => {
      events.push(JSON.parse(route.request().postData() ?? "{}") as (typeof events)[number]);
      await route.fulfill({ status: 200, body: "" });
    });
    const speedReports: { route: string; sdkn: string; path: string }[] = [];
    await visit.context.route("**/_vercel/speed-insights/script.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: SPEED_INSIGHTS_STAND_IN }),
    );
    await visit.context.route("**/_vercel/speed-insights/vitals", async (route) => {
      speedReports.push(JSON.parse(route.request().postData() ?? "{}") as (typeof speedReports)[number]);
      await route.fulfill({ status: 200, body: "" });
    });
    return { ...visit, views, vercelEvents: events, speedReports };
  }

  test("loads Vercel's script on every page, the 404 page too, and sends each chat opened with its place", async () => {
    const { context, page, views, vercelEvents, errors, offSite } = await vercelVisitor();
    for (const path of ["/no/such/page", "/aboutme", "/"]) {
      await page.goto(`${origin("vercel")}${path}`);
      expect(await providerDecided(page)).toBe("loading");
      await expect.poll(() => views).toContain(path);
      // The 404 page's own console errors (its status, the path it logs) are not the analytics'.
      if (path === "/no/such/page") errors.splice(0);
    }
    await followChat(page, page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
    await followChat(page, page.locator(`#services a[data-chat-place="service:${services[0]!.id}"]`));
    await expect
      .poll(() => vercelEvents)
      .toEqual([
        { name: "Chat opened", data: { place: "hero", page: "/" } },
        { name: "Chat opened", data: { place: `service:${services[0]!.id}`, page: "/" } },
      ]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(errors).toEqual([]);
    expect(offSite).toEqual([]);
    await context.close();
  });

  test("loads Speed Insights at Vercel's address on each page, which reports each page by route when hidden", async () => {
    const { context, page, speedReports, errors, offSite } = await vercelVisitor();
    const reports = ["/ /", "404 /no/such/page", "/aboutme /aboutme"];
    for (const [index, path] of ["/", "/no/such/page", "/aboutme"].entries()) {
      await page.goto(`${origin("vercel")}${path}`);
      expect(await providerDecided(page)).toBe("loading");
      await expect(page.locator('script[src="/_vercel/speed-insights/script.js"]')).toHaveCount(1);
      if (path === "/no/such/page") errors.splice(0);
      await tapAndLeave(page);
      await expect
        .poll(() => speedReports.map(({ route, path }) => `${route} ${path}`))
        .toEqual(reports.slice(0, index + 1));
    }
    expect(new Set(speedReports.map((r) => r.sdkn))).toEqual(new Set(["@vercel/speed-insights/next"]));
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
    expect(offSite).toEqual([]);
    await context.close();
  });

  test("loads nothing under Global Privacy Control, and the policy is the site's own", async ({
    request,
  }) => {
    const { context, page, views, vercelEvents, speedReports } = await vercelVisitor("gpc");
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/_vercel/")) scripts.push(r.url());
    });
    await page.goto(`${origin("vercel")}/`);
    expect(await providerDecided(page)).toBe("opted out");
    await tapAndLeave(page);
    expect([scripts, views, vercelEvents, speedReports]).toEqual([[], [], [], []]);
    await context.close();
    const policy = (port: number) =>
      request.get(`http://127.0.0.1:${port}/`).then((r) => r.headers()["content-security-policy"] ?? "");
    expect(await policy(ports.vercel)).toContain("connect-src 'self';");
    const withoutHashes = (p: string) => p.replace(/ 'sha256-[^']+'/g, "");
    expect(withoutHashes(await policy(ports.vercel))).toBe(withoutHashes(await policy(ports.off)));
  });
});

test.describe("with analytics off (the default)", () => {
  test("no request leaves the site and the pages carry no trace of it", async () => {
    const { context, page, offSite, events } = await visitor({ viewport: { width: 1280, height: 800 } });
    for (const path of ["/no/such/page", "/aboutme", "/"]) {
      await page.goto(`${origin("off")}${path}`);
      await page.waitForLoadState("load");
      expect(await page.locator("[data-chat-place]").count()).toBe(0);
    }
    await followChat(page, page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    // The page's own deferred work is done once the particles run: off, nothing else is left to happen.
    await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
    expect(
      await page.evaluate((name) => performance.getEntriesByName(name).length, ANALYTICS_DECIDED_MARK),
    ).toBe(0);
    expect(offSite).toEqual([]);
    expect(events).toEqual([]);
    await context.close();
  });
});
