// Analytics, on the exports `npm test` builds with ANALYTICS=plausible and =vercel and the export as shipped,
// each served by nginx. No internet here: Plausible's endpoint and Vercel's scripts and endpoints are answered
// in the browser. The site is opened as http://brightloop.test, mapped to this machine: the tracker ignores
// localhost.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { ANALYTICS_DECIDED_MARK } from "@/components/analytics/decided-mark";
import { WEB_VITAL_EVENT } from "@/components/analytics/web-vitals";
import { services } from "@/content/services";
import { loadNotes } from "../../lib/notes/read.mjs";
const notes = loadNotes();
import { notePath } from "../../lib/routes.mjs";
import { PLAUSIBLE_CLOUD } from "../../lib/analytics-config.mjs";
import { REPORT_CSP_VIOLATIONS } from "../harness/engines";
import type { PlausibleEvent } from "../harness/plausible-stand-in";
import { CHROME_FLAGS, resolveHeadlessShellPath } from "../../tools/local/browser.mjs";
import { OUT, exportIsBuilt, startNginx, type StaticServer } from "../../tools/local/servers.mjs";
import { FIELD_METRICS, fieldMetricScripts, followChatLink, samplePagePaths } from "./helpers";

const PLAUSIBLE_EXPORT = "test-results/export-plausible";
const VERCEL_EXPORT = "test-results/export-vercel";
const HOST = "brightloop.test";
const ENDPOINT = `${PLAUSIBLE_CLOUD}/api/event`;
const EXPORTS = { on: PLAUSIBLE_EXPORT, off: OUT, vercel: VERCEL_EXPORT };
type Export = keyof typeof EXPORTS;
/** The exports' nginx ports, picked by the system as each server starts. */
const ports: Record<Export, number> = { on: 0, off: 0, vercel: 0 };

// One worker for the file: the servers and the browser below are shared by its tests.
test.describe.configure({ mode: "serial" });

/**
 * Waits for the mark the site sets as the provider loads or would have (two idle moments after load), and
 * returns its reason: "loading" or "opted out". That nothing was sent means something only after this.
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
const servers: StaticServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  for (const [which, root] of Object.entries(EXPORTS) as [Export, string][]) {
    if (!exportIsBuilt(root)) throw new Error(`run \`npm run build:static*\` first (npm test does): ${root}`);
    servers.push(await startNginx(undefined, root));
    ports[which] = Number(new URL(servers.at(-1)!.origin).port);
  }
  // Chromium's headless shell, as for the project "chromium" (playwright.config.ts): nothing here judges pixels.
  browser = await chromium.launch({
    executablePath: resolveHeadlessShellPath(),
    args: [
      ...CHROME_FLAGS,
      `--host-resolver-rules=MAP ${HOST} 127.0.0.1`,
      // As a deployed site is, over https: a plain-http name that is not localhost would draw Chromium's
      // console error that the Cross-Origin-Opener-Policy header was ignored.
      `--unsafely-treat-insecure-origin-as-secure=${Object.keys(ports).map(origin).join(",")}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.stop();
});

const origin = (which: string) => `http://${HOST}:${ports[which as Export]}`;
/** The Content-Security-Policy an export serves `/` with, and the same without its script hashes. */
async function policyOf(request: APIRequestContext, which: Export) {
  const response = await request.get(`http://127.0.0.1:${ports[which]}/`);
  const policy = response.headers()["content-security-policy"] ?? "";
  return { policy, withoutHashes: policy.replace(/ 'sha256-[^']+'/g, "") };
}
/** A visit left no cookie and nothing in storage. */
async function expectNoTrace(context: BrowserContext, page: Page) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}
/** Answers each request to `url` with 200, keeping its JSON body. */
async function record<T>(context: BrowserContext, url: string, into: T[]) {
  await context.route(url, async (route) => {
    into.push(JSON.parse(route.request().postData() ?? "{}") as T);
    await route.fulfill({ status: 200, body: "" });
  });
}

/** A fresh visitor: what reaches Plausible, every request that leaves the site, console errors and CSP violations. */
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
  await record(context, ENDPOINT, events);
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

const pageviews = (events: PlausibleEvent[]) => events.filter((e) => e.n === "pageview");
const chats = (events: PlausibleEvent[]) => events.filter((e) => e.n === "Chat opened");
const vitals = (events: PlausibleEvent[]) => events.filter((e) => e.n === WEB_VITAL_EVENT);

/** Runs one of the field-metric scripts (helpers.ts) in the page. */
const run = (page: Page, body: string) => page.evaluate(`(() => { ${body} })()`);
/** A tap (an interaction for INP), then the page hidden as the visitor leaves it: what a field metric is sent on. */
async function tapAndLeave(page: Page) {
  await page.locator("h1").click();
  await run(page, fieldMetricScripts.hide);
}

type Sent = { name: string; keepalive: boolean };

/** Records in the page each event sent to Plausible and whether its request may outlive the page; `sent` reads them. */
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
 * The code of the scripts `/` of an export fetched, from disk: `loaded`, those loaded before `load`; `before` and
 * `after`, those asked for before and from `load` on. With `providerLoaded`, once the provider's chunk has run.
 */
async function scriptsOf(which: Export, providerLoaded = false) {
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
  const code = (list: typeof scripts) =>
    list.map(({ path }) => readFileSync(join(EXPORTS[which], path), "utf8"));
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
    await expectNoTrace(context, page);
    await context.close();
  });

  test('a followed chat link is a "Chat opened" event with its place and page', async () => {
    const { context, page, events, errors, offSite } = await visitor({
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${origin("on")}/`);
    expect(await providerDecided(page)).toBe("loading");
    await expect.poll(() => pageviews(events).length).toBeGreaterThanOrEqual(1);
    await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
    const service = services[1]!;
    await followChatLink(page.locator(`#services a[data-chat-place="service:${service.id}"]`));
    await followChatLink(page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await page.goto(`${origin("on")}/aboutme`);
    await followChatLink(page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await followChatLink(page.locator("footer").getByRole("link", { name: /^\+/ }));
    // A service's own page counts its chats by that page (#37), the top bar's and the page's own.
    const servicePage = `/services/${service.id}`;
    await page.goto(`${origin("on")}${servicePage}`);
    await followChatLink(page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await followChatLink(
      page
        .locator("main")
        .getByRole("link", { name: /Let's Talk/ })
        .first(),
    );
    // So does a note's page (#58): the top bar's chat and the note's own name the note.
    const note = notes[0]!;
    await page.goto(`${origin("on")}${notePath(note.slug)}`);
    await followChatLink(page.locator("header").getByRole("link", { name: /Let's Talk/ }));
    await followChatLink(page.locator("main").getByRole("link", { name: /Let's Talk/ }));
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
        { place: `note:${note.slug}`, page: notePath(note.slug) },
        { place: `note:${note.slug}`, page: notePath(note.slug) },
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
    await page.locator("h1").click();
    // Polled from here: `waitForFunction` with a string re-evaluates it in the page with `eval`, which the
    // page's CSP refuses from the second try on, i.e. whenever the tap was not timed at the first look.
    await expect.poll(() => run(page, fieldMetricScripts.tapTimed), { timeout: 0 }).toBe(true);
    await run(page, fieldMetricScripts.watchPaint);
    await expect.poll(() => run(page, fieldMetricScripts.painted), { timeout: 0 }).toBe(true);
    expect(vitals(events), "nothing before the page is hidden").toEqual([]);
    await run(page, fieldMetricScripts.hide);
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
    await expectNoTrace(context, page);
    expect(errors, "no CSP violation, no error").toEqual([]);
    await context.close();
  });

  for (const optOut of ["gpc", "dnt"] as const) {
    test(`sends nothing at all when the browser sends ${optOut === "gpc" ? "Global Privacy Control" : "Do Not Track"}`, async () => {
      const { context, page, events, offSite } = await visitor({ optOut });
      await page.goto(`${origin("on")}/`);
      await page.waitForLoadState("load");
      await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
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
    const [on, off] = [await policyOf(request, "on"), await policyOf(request, "off")];
    expect(on.policy).toContain(`connect-src 'self' ${PLAUSIBLE_CLOUD};`);
    expect(off.policy).toContain("connect-src 'self';");
    // Only the connect sources and the pages' own script hashes differ.
    expect(on.withoutHashes.replace(` ${PLAUSIBLE_CLOUD}`, "")).toBe(off.withoutHashes);
    // The export carries each page's policy in a <meta> (and nginx.conf in its header).
    for (const file of ["index.html", "nginx.conf"])
      expect(readFileSync(join(PLAUSIBLE_EXPORT, file), "utf8")).toContain(
        `connect-src 'self' ${PLAUSIBLE_CLOUD};`,
      );
  });

  test("adds at most 3 KiB gzip before `load` (none off); its own chunk, field metrics in it, comes after, in budget", async () => {
    const gzip = (files: string[]) =>
      files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
    const has = (files: string[], code: RegExp) => files.some((file) => code.test(file));
    const [analyticsCode, webVitals] = [/globalPrivacyControl|Chat opened/, /largest-contentful-paint/];
    const off = (await scriptsOf("off")).loaded;
    expect(has(off, analyticsCode), "analytics code, off").toBe(false);
    // The provider's own chunk, gzip: Plausible's tracker (2.6 KiB) and web-vitals (2.4 KiB in every version from
    // 4.2 to 6.2); Vercel's two small loaders.
    for (const [which, provider, budget] of [
      ["on", /plausible/, 5.5 * 1024],
      ["vercel", /speed-insights/, 2.5 * 1024],
    ] as const) {
      const { loaded, before, after } = await scriptsOf(which, true);
      const own = after.filter((code) => provider.test(code));
      console.log(`${which}: ${gzip(loaded) - gzip(off)} bytes gzip more before load, ${gzip(own)} after it`);
      expect(gzip(loaded) - gzip(off), `${which}: added before load`).toBeLessThanOrEqual(3 * 1024);
      expect(has(before, webVitals), `${which}: web-vitals before load`).toBe(false);
      expect(own.length, `${which}: the provider's chunk after load`).toBe(1);
      expect(gzip(own), `${which}: the provider's chunk`).toBeLessThanOrEqual(budget);
      if (which === "on") expect([has(loaded, analyticsCode), has(own, webVitals)]).toEqual([true, true]);
    }
  });
});

/**
 * Vercel serves its script beside the site (it is not in the npm package). This stand-in counts a page view as
 * it loads and passes each call made through `window.va` (the package's queue) to Vercel's event endpoint.
 */
const VERCEL_SCRIPT_STAND_IN = `
  const send = (path, body) => fetch(path, { method: "POST", keepalive: true, body: JSON.stringify(body) });
  send("/_vercel/insights/view", { path: location.pathname });
  const pass = (params) => params[0] === "event" && send("/_vercel/insights/event", params[1]);
  (window.vaq || []).forEach(pass);
  window.va = (...params) => pass(params);
`;

/** Speed Insights' stand-in: as the real one, one beacon when the page is hidden, with its element's route and SDK. */
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
    const views: { path: string }[] = [];
    const vercelEvents: { name: string; data?: Record<string, string> }[] = [];
    const speedReports: { route: string; sdkn: string; path: string }[] = [];
    for (const [script, body] of [
      ["insights", VERCEL_SCRIPT_STAND_IN],
      ["speed-insights", SPEED_INSIGHTS_STAND_IN],
    ])
      await visit.context.route(`**/_vercel/${script}/script.js`, (route) =>
        route.fulfill({ contentType: "text/javascript", body }),
      );
    await record(visit.context, "**/_vercel/insights/view", views);
    await record(visit.context, "**/_vercel/insights/event", vercelEvents);
    await record(visit.context, "**/_vercel/speed-insights/vitals", speedReports);
    return { ...visit, views, vercelEvents, speedReports };
  }

  test("loads Vercel's script on every page, the 404 page too, and sends each chat opened with its place", async () => {
    const { context, page, views, vercelEvents, errors, offSite } = await vercelVisitor();
    for (const path of ["/no/such/page", "/aboutme", "/"]) {
      await page.goto(`${origin("vercel")}${path}`);
      expect(await providerDecided(page)).toBe("loading");
      await expect.poll(() => views.map((view) => view.path)).toContain(path);
      // The 404 page's own console errors (its status, the path it logs) are not the analytics'.
      if (path === "/no/such/page") errors.splice(0);
    }
    await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
    await followChatLink(page.locator(`#services a[data-chat-place="service:${services[0]!.id}"]`));
    await expect
      .poll(() => vercelEvents)
      .toEqual([
        { name: "Chat opened", data: { place: "hero", page: "/" } },
        { name: "Chat opened", data: { place: `service:${services[0]!.id}`, page: "/" } },
      ]);
    await expectNoTrace(context, page);
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
    await expectNoTrace(context, page);
    expect([errors, offSite]).toEqual([[], []]);
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
    const vercel = await policyOf(request, "vercel");
    expect(vercel.policy).toContain("connect-src 'self';");
    expect(vercel.withoutHashes).toBe((await policyOf(request, "off")).withoutHashes);
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
    await followChatLink(page.locator("header").getByRole("link", { name: /Let's Talk/ }));
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
