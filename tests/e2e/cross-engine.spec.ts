// The site in WebKit (Safari's engine) and Firefox, over plain http on localhost, as `npm run serve` gives the
// owner, and behind https, as deployed. Either way, what the scheme can change: each page loads, hydrates,
// starts its particles and loads what a first interaction needs, with no console error or CSP violation.
// Behind https only, what is drawn from the same bytes either way: motion, overflow, the phone menu.
import { expect, test } from "@playwright/test";
import { aboutPage } from "@/content/about";
import { chatToast } from "@/content/chat";
import { notFoundPage } from "@/content/errors";
import { hero } from "@/content/home";
import { PARTICLE_FAILED_WARNING, PARTICLE_SCRIPT_MISSING_WARNING } from "@/components/particles/loader";
import { ANALYTICS_DECIDED_MARK } from "@/components/analytics/decided-mark";
import { WEB_VITAL_EVENT } from "@/components/analytics/web-vitals";
import { exportIsBuilt, startNginx } from "../../tools/local/servers.mjs";
import {
  enginesMissing,
  openFirefox,
  openWebKit,
  type ConsoleMessage,
  type EnginePage,
} from "../harness/engines";
import { startPlausibleStandIn } from "../harness/plausible-stand-in";
import { startTlsProxy } from "../harness/tls-proxy";
import {
  FIELD_METRICS,
  fieldMetricScripts,
  isLive,
  liveArguments,
  particlePagePaths,
  samplePagePaths,
} from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3210);
const engines = [
  { name: "Firefox", open: openFirefox },
  { name: "WebKit", open: openWebKit },
];
const origins = [
  {
    name: "plain http on localhost",
    origin: () => Promise.resolve({ origin: `http://localhost:${port}`, stop: () => {} }),
    drawing: false,
  },
  { name: "https", origin: () => startTlsProxy(`http://127.0.0.1:${port}`), drawing: true },
];

function requireEngines() {
  const missing = enginesMissing();
  if (missing.length) throw new Error(`not installed: ${missing.join(", ")} (bash .ci/run installs them)`);
}

/** Runs `step` every 200 ms until it gives something truthy, and returns that. */
async function pollUntil<T>(page: EnginePage, what: string, step: () => Promise<T>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await step();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${page.engine}: timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const until = <T>(page: EnginePage, body: string, what: string) =>
  pollUntil(page, what, () => page.run<T>(body));

async function consoleUntil(page: EnginePage, done: (messages: ConsoleMessage[]) => boolean) {
  const messages: ConsoleMessage[] = [];
  await pollUntil(page, "the console to say what was awaited", async () => {
    messages.push(...(await page.takeConsole()));
    return done(messages);
  });
  return messages;
}

const hydrated = (selector: string) =>
  `return (${String(isLive)})(${JSON.stringify(liveArguments(selector))});`;

const errorsIn = (messages: ConsoleMessage[]) =>
  messages.filter((m) => m.type === "error").map((m) => m.text);

/** The particles run, or end in one of the site's warnings with the canvas gone and the page usable. */
async function expectParticles(page: EnginePage) {
  const state = await until<string>(
    page,
    `const s = document.querySelector("[data-particles]")?.dataset.particles; return s === "running" || s === "failed" ? s : "";`,
    "the particles to start",
  );
  const warnings = (await page.takeConsole()).filter((m) => m.type === "warning").map((m) => m.text);
  if (state === "failed") {
    expect(warnings.join("\n")).toMatch(
      new RegExp(`${PARTICLE_FAILED_WARNING}|${PARTICLE_SCRIPT_MISSING_WARNING}`),
    );
  }
  return state;
}

/** The picture changes twice (nothing else animates): a last frame before the canvas went blank is no motion. */
async function expectAnimating(page: EnginePage, when: string) {
  let [previous, changes] = [await page.screenshot(), 0];
  await pollUntil(page, `the hero to move ${when} (no particles drawn)`, async () => {
    const next = await page.screenshot();
    if (next !== previous) changes += 1;
    previous = next;
    return changes >= 2;
  });
}

async function expectNoOverflow(page: EnginePage, width: number) {
  const [inner, scroll] = await page.run<[number, number]>(
    "return [window.innerWidth, document.documentElement.scrollWidth];",
  );
  expect(inner, `${page.engine} viewport width`).toBe(width);
  expect(scroll, `${page.engine} horizontal overflow at ${width} px`).toBeLessThanOrEqual(inner);
}

/** Both pages, the 404 page and first interactions; with `drawing`, motion, overflow and the phone menu. */
async function walk(page: EnginePage, origin: string, drawing: boolean) {
  await page.setViewport(1280, 800);
  await page.goto(`${origin}/`);
  await until(page, hydrated("header [data-theme-toggle]"), "hydration");
  expect(await page.run("return document.querySelector('h1').textContent")).toBe(hero.headline);
  // The page's own rules are inlined (tools/pipeline/inline-css.mjs): they apply, and the whole sheet is fetched
  // into the cache once the page has loaded, its link left disabled until a client navigation needs it.
  expect(await page.run(`return getComputedStyle(document.querySelector("header")).position;`)).toBe("fixed");
  await until(
    page,
    `return performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname.endsWith(".css"));`,
    "the whole stylesheet, fetched",
  );
  expect(
    await page.run(
      `return [...document.querySelectorAll("link[rel='stylesheet']")].map((link) => link.disabled);`,
    ),
    `${page.engine}: the whole sheet's link after load`,
  ).toEqual([true]);
  expect(
    await page.run(
      `const load = performance.getEntriesByType("navigation")[0].loadEventStart;
       return performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".css") && e.startTime < load).map((e) => e.name);`,
    ),
    `${page.engine}: stylesheet files fetched before the page's load event`,
  ).toEqual([]);
  // The theme toggle's glyph is a <use> of a path in the page's sprite (components/ui/glyph-sprite.tsx).
  expect(
    await page.run(`return document.querySelector("header [data-theme-toggle] use").getBBox().width;`),
    `${page.engine}: the theme glyph's drawn width`,
  ).toBeGreaterThan(10);
  expect(await expectParticles(page)).toBe("running");
  if (drawing) {
    await expectAnimating(page, "on /");
    await expectNoOverflow(page, 1280);
  }
  // A first press on a piece whose code loads on demand (the tooltip's, as the pointer arrives) works.
  await page.click("header [data-theme-toggle]");
  await until(page, `return document.documentElement.classList.contains("light");`, "the light theme");
  await until(
    page,
    `return document.querySelector("header [data-theme-toggle]").hasAttribute("data-state");`,
    "the tooltip's code",
  );
  // A first chat link click shows the toast; a listener on window, which runs last, cancels the navigation.
  await page.run(`window.addEventListener("click", (event) => {
      if (event.target.closest('a[href^="https://wa.me/"]')) event.preventDefault();
    });`);
  await page.click(`header a[href^="https://wa.me/"]`);
  await until(
    page,
    `return [...document.querySelectorAll("[data-sonner-toast]")].some((toast) =>
        toast.textContent.includes(${JSON.stringify(chatToast.title)}));`,
    "the chat toast",
  );
  await page.run(`document.querySelector("header [data-theme-toggle]").click();`);
  await until(page, `return document.documentElement.classList.contains("dark");`, "the dark theme");
  expect(await expectParticles(page)).toBe("running");
  // Firefox once kept "running" with an empty canvas after this switch.
  if (drawing) await expectAnimating(page, "after switching to dark");
  expect(errorsIn(await page.takeConsole()), `${page.engine} / console errors`).toEqual([]);

  await page.goto(`${origin}/aboutme`);
  await until(page, hydrated("[data-card] button"), "hydration");
  expect(await page.run("return document.querySelector('h1').textContent")).toBe(aboutPage.headline);
  await page.run(`document.querySelector("[data-card] button").click();`);
  await until(
    page,
    `return document.querySelector("[data-card] button").getAttribute("aria-expanded") === "true";`,
    "a card to open",
  );
  expect(await expectParticles(page)).toBe("running");
  if (drawing) await expectNoOverflow(page, 1280);
  // A client navigation to the home page waits for the whole sheet's rules (lib/theme-script.mjs), then goes.
  await page.run(`window.samePage = true; document.querySelector("header a[href='/#services']").click();`);
  await until(
    page,
    `return document.querySelector("h1").textContent === ${JSON.stringify(hero.headline)};`,
    "the home page, by the client router",
  );
  expect(
    await page.run(
      `return [window.samePage, [...document.querySelectorAll("link[rel='stylesheet']")].every((link) => !link.disabled && !!link.sheet)];`,
    ),
    `${page.engine}: the same document, with the whole sheet`,
  ).toEqual([true, true]);
  expect(errorsIn(await page.takeConsole()), `${page.engine} /aboutme console errors`).toEqual([]);

  await page.goto(`${origin}/no-such-page`);
  // The screen is a static part with nothing to serve (its links need no script): the page's root is React's.
  await until(page, hydrated("body"), "hydration");
  expect(await page.run("return document.querySelector('h1').textContent")).toBe(notFoundPage.title);
  const errors = errorsIn(
    await consoleUntil(page, (messages) => errorsIn(messages).some((t) => t.includes("/no-such-page"))),
  );
  // The one error the 404 page writes on purpose, naming the path, and nothing else.
  expect(
    errors.some((text) => text.includes("/no-such-page")),
    errors.join("\n"),
  ).toBe(true);
  expect(errors.filter((text) => !text.includes("/no-such-page"))).toEqual([]);

  // On a phone, on a page of each kind (a service's and a note's too): the menu opens and closes, nothing
  // overflows. Chromium checks every page at 320 px (display-modes.spec.ts).
  if (!drawing) return;
  await page.setViewport(390, 844);
  for (const path of samplePagePaths) {
    await page.goto(`${origin}${path}`);
    await until(page, hydrated("header [data-theme-toggle]"), "hydration");
    await expectNoOverflow(page, 390);
    const open = `return document.getElementById("mobile-menu").matches(":popover-open");`;
    await page.run(`document.querySelector("[popovertarget='mobile-menu']").click();`);
    await until(page, open, "the menu to open");
    await page.run(`document.querySelector("[popovertarget='mobile-menu']").click();`);
    await until(
      page,
      `return !document.getElementById("mobile-menu").matches(":popover-open");`,
      "the menu to close",
    );
    if (particlePagePaths.includes(path)) expect(await expectParticles(page)).toBe("running");
    expect(errorsIn(await page.takeConsole()), `${page.engine} ${path} console errors`).toEqual([]);
  }
}

test.describe("other engines", () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(requireEngines);

  for (const engine of engines) {
    // One browser for both schemes (a launch costs Firefox 4 CPU s); plain http first, before https leaves a policy.
    const schemes = origins.map((served) => served.name).join(", then ");
    test(`${engine.name}: both pages and the 404 page, ${schemes}; the phone menu at 390 px`, async () => {
      test.setTimeout(180_000);
      const page = await engine.open();
      try {
        for (const served of origins) {
          const server = await served.origin();
          try {
            await walk(page, server.origin, served.drawing);
          } finally {
            server.stop();
          }
        }
      } finally {
        await page.close();
      }
    });
  }
});

const PLAUSIBLE_EXPORT = "test-results/export-plausible";
const SITE_HOST = "brightloop.test";

/** The field metrics web-vitals can measure in this engine. */
const SUPPORTED_METRICS = `
  const types = PerformanceObserver.supportedEntryTypes;
  const supported = {
    CLS: types.includes("layout-shift"),
    FCP: types.includes("paint"),
    INP: types.includes("event") && "interactionId" in PerformanceEventTiming.prototype,
    LCP: types.includes("largest-contentful-paint"),
    TTFB: types.includes("navigation"),
  };
  return ${JSON.stringify(FIELD_METRICS)}.filter((name) => supported[name]);`;

test.describe("field metrics in other engines", () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(() => {
    requireEngines();
    if (!exportIsBuilt(PLAUSIBLE_EXPORT))
      throw new Error("run `npm run build:static:plausible` first (npm test does)");
  });

  for (const engine of engines) {
    test(`${engine.name} sends to Plausible each field metric it can measure, with rating and page`, async () => {
      const site = await startNginx(undefined, PLAUSIBLE_EXPORT);
      const plausible = await startPlausibleStandIn({ host: SITE_HOST, origin: site.origin });
      const address = `http://${SITE_HOST}:${new URL(site.origin).port}/aboutme`;
      // The tracker skips browsers driven by automation unless the page says it is a test (its own switch).
      const page = await engine.open({ proxy: plausible.proxy, initScript: "window.__plausible = true;" });
      try {
        await page.setViewport(390, 844);
        await page.goto(address);
        const decided = await until<string>(
          page,
          `return performance.getEntriesByName(${JSON.stringify(ANALYTICS_DECIDED_MARK)})[0]?.detail;`,
          "the analytics decision",
        );
        expect(decided).toBe("loading");
        // The page view is sent by the tracker that also starts measuring.
        await expect.poll(() => plausible.events.filter((e) => e.n === "pageview").length).toBe(1);
        const supported = await page.run<string[]>(SUPPORTED_METRICS);
        console.log(`${engine.name} measures ${supported.join(", ")}`);
        expect(supported, "every engine has paint and navigation timing").toEqual(
          expect.arrayContaining(["FCP", "TTFB"]),
        );
        await page.run(fieldMetricScripts.slowTap);
        await page.click("h1");
        if (supported.includes("INP")) await until(page, fieldMetricScripts.tapTimed, "the tap's timing");
        await page.run(fieldMetricScripts.watchPaint);
        await until(page, fieldMetricScripts.painted, "the first paint's timing");
        const vitals = () => plausible.events.filter((e) => e.n === WEB_VITAL_EVENT);
        expect(vitals(), "nothing before the page is hidden").toEqual([]);
        await page.run(fieldMetricScripts.hide);
        await expect
          .poll(() =>
            vitals()
              .map((e) => e.p?.metric)
              .sort(),
          )
          .toEqual(supported);
        for (const { p, u } of vitals()) {
          expect([p?.page, u], `${engine.name} ${p?.metric} page`).toEqual(["/aboutme", address]);
          expect(["good", "needs improvement", "poor"], `${p?.metric} rating`).toContain(p?.rating);
        }
        // A request of the page's beyond the site and Plausible would be a CSP violation, an error here.
        expect(errorsIn(await page.takeConsole()), `${engine.name} console errors`).toEqual([]);
      } finally {
        await page.close();
        plausible.stop();
        site.stop();
      }
    });
  }
});
