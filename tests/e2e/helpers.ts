import { expect, type Locator, type Page } from "@playwright/test";
import { aboutPage, aboutSection, founderCard, values } from "@/content/about";
import { notFoundPage } from "@/content/errors";
import { ctaBand, hero } from "@/content/home";
import { sectionIds } from "@/content/navigation";
import { projects } from "@/content/projects";
import { services, servicesSection } from "@/content/services";
import { site } from "@/content/site";
import { skills } from "@/content/skills";
import { testimonials, testimonialsSection } from "@/content/testimonials";
import { whyChoosePoints, whyChooseSection } from "@/content/why-choose";
import { pagePaths, samplePagePaths } from "../../lib/routes.mjs";
import { scriptHashesOfPolicy, staticSecurityHeaders } from "../../lib/security-headers.mjs";
import { hashesOfHtml } from "../../tools/pipeline/csp-hashes.mjs";
import { REPORT_CSP_VIOLATIONS } from "../harness/engines";

/**
 * The pages a visitor opens by address (lib/routes.mjs, the list the site itself is built from), and one page
 * of each kind, for the checks that take a whole browser visit.
 */
export { pagePaths, samplePagePaths };
/** The pages with the hero's particle background (a service's page has none). */
export const particlePagePaths = ["/", "/aboutme"];
/** Every text the landing page and the about page show, from content/: in the server HTML, visible without JavaScript. */
export const pageTexts = {
  home: [
    hero.headline,
    site.taglines.primary,
    servicesSection.title,
    ...services.flatMap((s) => [s.title, s.summary, ...s.points]),
    whyChooseSection.title,
    ...whyChoosePoints.flatMap((p) => [p.title, p.description]),
    testimonialsSection.title,
    ...testimonials.flatMap((t) => [t.quote, t.name, t.role, t.company]),
    aboutSection.title,
    ...aboutSection.story,
    ...values.flatMap((v) => [v.title, v.description]),
    founderCard.heading,
    founderCard.bio,
    ctaBand.title,
    ctaBand.text,
  ],
  about: [
    aboutPage.headline,
    site.taglines.secondary,
    ...aboutPage.story,
    ...aboutPage.services,
    ...skills.flatMap((s) => [s.title, s.description]),
    ...projects.flatMap((p) => [p.title, p.description]),
  ],
} as const;

/** An address no page answers, for the 404 page. */
export const NOT_FOUND_PATH = "/no-such-page";
/** Every kind of page the server sends: each page, then the 404 page. */
export const servedPaths = [...pagePaths, NOT_FOUND_PATH];

/**
 * What every host must send with a page: the site's security headers, and Content-Security-Policies (the
 * header's, a joined header's several, a <meta>'s) whose script-src has no 'unsafe-' and which together allow
 * exactly the page's own inline scripts: a stale hash, or another page's, fails here.
 */
export function expectSecureAnswer(path: string, headers: Record<string, string | undefined>, html: string) {
  for (const { key, value } of staticSecurityHeaders)
    expect(headers[key.toLowerCase()], `${path}: ${key}`).toBe(value);
  const pageHashes = hashesOfHtml(html);
  expect(pageHashes.length, `${path}: inline scripts`).toBeGreaterThan(0);
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  const header = (headers["content-security-policy"] ?? "").split(/,\s*(?=default-src)/).filter(Boolean);
  const held = meta ? [...header, meta] : header;
  expect(held.length, `${path}: a policy`).toBeGreaterThan(0);
  for (const policy of held) expect(policy.match(/script-src[^;]*/)?.[0] ?? "", path).not.toMatch(/unsafe-/);
  const allowedByAll = scriptHashesOfPolicy(held[0] ?? "").filter((hash: string) =>
    held.every((policy) => scriptHashesOfPolicy(policy).includes(hash)),
  );
  expect(allowedByAll.sort(), `${path}: the scripts its policies allow`).toEqual([...pageHashes].sort());
}

/** Console messages of one type, gathered from the moment this is called. */
export function collectConsole(page: Page, type: "error" | "warning") {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** The CSP violations of a page, from the moment this is called. */
export async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(REPORT_CSP_VIOLATIONS);
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/**
 * Waits until the section's top edge rests just below the fixed top bar, as the page lays it out (its height
 * is the stylesheet's `--top-bar-height`). Polled: a smooth scroll takes as long as it takes.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  const gap = () =>
    page.locator(`#${id}`).evaluate((section) => {
      const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? Number.NaN;
      return Math.round(section.getBoundingClientRect().top - bar);
    });
  await expect.poll(gap).toBeGreaterThanOrEqual(-1);
  await expect.poll(gap).toBeLessThanOrEqual(2);
}

/** The landing page's sections in the order the page shows them (content/navigation.ts lists them so). */
export const landingSectionOrder = Object.values(sectionIds);

/**
 * The expanded state Chromium gives assistive technology for an element (from its accessibility tree,
 * which also covers states the browser derives itself, such as a popovertarget button's).
 */
export async function accessibleExpanded(locator: Locator): Promise<boolean | undefined> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const marker = `ax-${Math.random().toString(36).slice(2)}`;
    await locator.evaluate((el, id) => el.setAttribute("data-ax-probe", id), marker);
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${marker}"]`,
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * Clicks a WhatsApp chat link and returns the address its new tab opened. There is no network here, so
 * wa.me is answered locally; the tab is closed again.
 */
export async function followChatLink(link: Locator): Promise<string> {
  const context = link.page().context();
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ body: "chat", contentType: "text/html" }),
  );
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  const url = popup.url();
  await popup.close();
  return url;
}

/**
 * Waits until React has hydrated the element `selector` finds. The links between pages are plain links, so
 * following one loads the next page afresh: a click that lands before hydration is a click on inert HTML.
 */
export async function waitForHydration(page: Page, selector: string) {
  try {
    await page.waitForFunction(
      (target) => {
        const element = document.querySelector(target);
        return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
      },
      selector,
      // Well inside the test's own 60 s, so a page that never hydrates fails here, with the reason below.
      { timeout: HYDRATION_TIMEOUT_MS },
    );
  } catch (error) {
    throw new Error(`${selector} was not hydrated: ${await whyNotHydrated(page, selector)}`, {
      cause: error,
    });
  }
}

/** How long waitForHydration waits: hydration takes a second or two here, on a busy machine too. */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * What a failure of waitForHydration says: whether the element is there, and which of the page's scripts
 * have no finished load (a resource timing entry is written when a load ends): a host that never answers a
 * chunk leaves the page as inert HTML (a local Cloudflare Pages server did so once, in CI).
 */
async function whyNotHydrated(page: Page, selector: string): Promise<string> {
  try {
    const { found, unloaded } = await page.evaluate((target) => {
      const loaded = new Set(performance.getEntriesByType("resource").map((entry) => entry.name));
      const scripts = [...document.querySelectorAll<HTMLScriptElement>("script[src]:not([nomodule])")].map(
        (s) => s.src,
      );
      return { found: !!document.querySelector(target), unloaded: scripts.filter((src) => !loaded.has(src)) };
    }, selector);
    return `${found ? "it is in the page without React's fiber" : "it is not in the page"}; ${
      unloaded.length
        ? `scripts with no finished load: ${unloaded.join(", ")}`
        : "every script finished loading"
    } (${page.url()})`;
  } catch (error) {
    return `the page could not be asked (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** The field metrics the site sends, by web-vitals' names. */
export const FIELD_METRICS = ["CLS", "FCP", "INP", "LCP", "TTFB"];

/**
 * Scripts (function bodies) that the field-metrics tests run in the page, in Chromium (analytics.spec.ts) and
 * in Firefox and WebKit (cross-engine.spec.ts).
 */
export const fieldMetricScripts = {
  /**
   * Hides the page, as switching to WhatsApp or another app does, the way web-vitals' own tests do: the
   * document says it is hidden and fires `visibilitychange`, the one event the library and the site act on. A
   * real hiding cannot be driven here: no engine under test automation hides a page (a new tab, a minimised
   * window, a followed chat link all leave it visible), and what a page sends as it is left is out of reach
   * (Playwright's routes never see a beacon sent at `pagehide`).
   */
  hide: `
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));`,
  /**
   * Makes a tap on the page's heading slow (120 ms of work), so that every engine that times interactions
   * reports it whatever the machine's speed (Firefox times one only from web-vitals' 40 ms), and watches for
   * its timing with an observer of its own, registered after web-vitals' one. web-vitals takes an entry in at
   * the next idle moment, so `tapTimed` holds at the idle moment after that one: hidden before, the page
   * would report no INP (Firefox, where idle moments come late on a busy machine, did so).
   */
  slowTap: `
    document.querySelector("h1").addEventListener("click", () => {
      const end = performance.now() + 120;
      while (performance.now() < end);
    });
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === "click" && e.interactionId > 0))
        requestIdleCallback(() => (window.__tapTimed = true));
    }).observe({ type: "event", durationThreshold: 16 });`,
  /** Whether the engine has timed the tap and web-vitals has taken it in. */
  tapTimed: `return window.__tapTimed === true;`,
  /**
   * Watches for the first contentful paint with an observer of its own, registered after web-vitals' one (the
   * tracker starts measuring as it sends the page view): observers hear of an entry in the order they were
   * registered, so once `painted` holds, web-vitals has taken FCP in. Hidden before that, the page sends no FCP:
   * WebKit, on a busy machine, once had not yet told web-vitals of the paint when the test hid the page.
   */
  watchPaint: `
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === "first-contentful-paint")) window.__painted = true;
    }).observe({ type: "paint", buffered: true });`,
  /** Whether web-vitals has been told of the first contentful paint. */
  painted: `return window.__painted === true;`,
};

/**
 * A visit that wakes every piece of the site, on the host at `origin` (by default the tests' next start): the
 * particles, a chat link's toast (sonner injects its styles), the theme toggle and its tooltip (Radix), every
 * card on /aboutme, the particles there, and the 404 page, which logs the path it was asked for and leads home.
 */
export async function visitEveryPiece(page: Page, origin = "") {
  const errors = collectConsole(page, "error");
  await page.goto(`${origin}/`);
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  await followChatLink(page.locator("#home").getByRole("link", { name: /Let's Talk/ }));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  const themeToggle = page.locator("header").getByRole("button", { name: /^Theme: / });
  await themeToggle.click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await themeToggle.click();
  await page.mouse.move(0, 400);
  await themeToggle.hover();
  await expect(page.getByRole("tooltip")).toBeVisible();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Me" }).click();
  await expect(page).toHaveURL(/\/aboutme$/);
  await waitForHydration(page, "[data-card] button");
  for (const button of await page.locator("[data-card] button").all()) await button.click();
  await expect(page.locator('[data-card] button[aria-expanded="true"]')).toHaveCount(
    skills.length + projects.length,
  );
  await page.locator('[data-card="project"]').last().scrollIntoViewIfNeeded();
  await page.goto(`${origin}/aboutme`);
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  await page.goto(`${origin}/no-such-page/here?x=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundPage.title);
  await expect.poll(() => errors.some((text) => text.includes("/no-such-page/here"))).toBe(true);
  await page.getByRole("link", { name: notFoundPage.link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
}
