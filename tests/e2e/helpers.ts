import { errors, expect, type Locator, type Page, type Request } from "@playwright/test";
import { languages } from "@/content/languages.mjs";
import { sectionIds } from "@/content/navigation";
import { englishContent, localeIn, type Content } from "@/lib/content";
import { languageOfPath, pagePaths, pathIn, samplePagePaths, servicePath } from "../../lib/routes.mjs";
import { scriptHashesOfPolicy, staticSecurityHeaders } from "../../lib/security-headers.mjs";
import { LIVE_ATTRIBUTE, STATIC_PART_ATTRIBUTE } from "../../lib/static-part.mjs";
import { hashesOfHtml } from "../../tools/pipeline/csp-hashes.mjs";
import { REPORT_CSP_VIOLATIONS } from "../harness/engines";

export { pagePaths, samplePagePaths };
/** A service's page has no particle background. */
export const particlePagePaths = ["/", "/aboutme"];

/** The content of a page's language (content/, content/<code>/), by the page's path. */
export const contentAt = async (path: string): Promise<Content> =>
  (await localeIn(languageOfPath(path))).content;

/** Every text the landing and about pages show, from a language's content. */
export function pageTextsIn(content: Content) {
  const { aboutPage, aboutSection, founderCard, values } = content.about;
  const { ctaBand, hero } = content.home;
  const { services, servicesSection } = content.services;
  const { site } = content.site;
  const { whyChoosePoints, whyChooseSection } = content.whyChoose;
  const { testimonials, testimonialsSection } = content.testimonials;
  return {
    home: [
      hero.headline,
      site.taglines.primary,
      hero.offer,
      ...hero.proof.flatMap((fact) => [fact.value, fact.label]),
      ...hero.conversation.messages.map((message) => message.text),
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
      ...content.skills.skills.flatMap((s) => [s.title, s.description]),
      ...content.projects.projects.flatMap((p) => [p.title, p.description]),
    ],
  };
}

/** The default language's. */
export const pageTexts = pageTextsIn(englishContent);

/** An address no page has, in the default language; and in each language (each has its own 404 page). */
export const NOT_FOUND_PATH = "/no-such-page";
export const NOT_FOUND_PATHS = languages.map(({ code }) => pathIn(code, NOT_FOUND_PATH));
/** What the server sends is checked for every page and these: no page, and no entry of a dynamic route. */
export const servedPaths = [
  ...pagePaths,
  ...languages.flatMap(({ code }) =>
    [NOT_FOUND_PATH, servicePath("no-such-service")].map((path) => pathIn(code, path)),
  ),
];

/**
 * What every host must send with a page: the security headers, and policies (the header's, a joined header's
 * several, a <meta>'s) with no 'unsafe-' script source that together allow exactly the page's inline scripts.
 */
export function expectSecureAnswer(path: string, headers: Record<string, string | undefined>, html: string) {
  for (const { key, value } of staticSecurityHeaders)
    expect(headers[key.toLowerCase()], `${path}: ${key}`).toBe(value);
  const pageHashes = hashesOfHtml(html);
  expect(pageHashes.length, `${path}: inline scripts`).toBeGreaterThan(0);
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  const header = (headers["content-security-policy"] ?? "").split(/,\s*(?=default-src)/).filter(Boolean);
  const held = meta ? [...header, meta] : header;
  expect(held.join(" "), `${path}: frame-ancestors`).toContain("frame-ancestors 'none'");
  // A policy with neither script-src nor default-src (`_headers`' frame-ancestors alone) restricts no script.
  const restricting = held.filter((policy) => /(^|; )(script|default)-src /.test(policy));
  expect(restricting.length, `${path}: a script policy`).toBeGreaterThan(0);
  for (const policy of restricting)
    expect(policy.match(/script-src[^;]*/)?.[0] ?? "", path).not.toMatch(/unsafe-/);
  const allowedByAll = scriptHashesOfPolicy(restricting[0] ?? "").filter((hash: string) =>
    restricting.every((policy) => scriptHashesOfPolicy(policy).includes(hash)),
  );
  expect(allowedByAll.sort(), `${path}: the scripts its policies allow`).toEqual([...pageHashes].sort());
}

export function collectConsole(page: Page, type: "error" | "warning") {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** Requests matching `pattern` from now on wait until `release()`; `held()` counts them. */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Goes to `url` and waits for its `load` event. When it never comes, the error names the requests the host left
 * unanswered, rather than a bare timeout: a soak once saw a wrangler-served page never finish loading.
 */
export async function gotoLoaded(page: Page, url: string, timeout = 45_000) {
  const unanswered = new Set<Request>();
  const asked = (request: Request) => unanswered.add(request);
  const answered = (request: Request) => unanswered.delete(request);
  page.on("request", asked);
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  try {
    await page.goto(url, { timeout });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const names = [...unanswered].map((request) => request.url());
    throw new Error(`${url}: no load event in ${timeout} ms; unanswered: ${names.join(", ") || "none"}`, {
      cause: error,
    });
  } finally {
    page.off("request", asked);
    page.off("requestfinished", answered);
    page.off("requestfailed", answered);
  }
}

/** Waits until the section's top rests just below the fixed top bar, however long a smooth scroll takes. */
export async function expectSectionAtTop(page: Page, id: string) {
  const gap = () =>
    page.locator(`#${id}`).evaluate((section) => {
      const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? Number.NaN;
      return Math.round(section.getBoundingClientRect().top - bar);
    });
  await expect.poll(gap).toBeGreaterThanOrEqual(-1);
  await expect.poll(gap).toBeLessThanOrEqual(2);
}

export const landingSectionOrder = Object.values(sectionIds);

/** The expanded state in Chromium's accessibility tree, which covers derived ones (a popovertarget button's). */
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

/** Clicks a chat link and returns the address its new tab opened (wa.me is answered locally). */
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
 * In the page: whether the element `selector` finds answers to JavaScript yet. React has hydrated it, or it is in
 * a static part (components/ui/static-part.tsx) whose behaviour listens (marked `data-live`, lib/live.ts).
 * Self-contained, so it runs as it is (Playwright) or from its source (the other engines' drivers), without the
 * `eval` that the page's CSP refuses; `liveArguments` gives its argument.
 */
export function isLive([selector, live, part]: readonly [string, string, string]): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  if (Object.keys(element).some((key) => key.startsWith("__reactFiber"))) return true;
  return !!element.closest(`[${part}]`)?.hasAttribute(live);
}

export const liveArguments = (selector: string) =>
  [selector, LIVE_ATTRIBUTE, STATIC_PART_ATTRIBUTE] as const satisfies Parameters<typeof isLive>[0];

/** Waits until the element answers to JavaScript (`isLive`): a click before that is a click on inert HTML. */
export async function waitForHydration(page: Page, selector: string) {
  try {
    await page.waitForFunction(
      isLive,
      liveArguments(selector),
      // Well inside the test's 60 s, so a page that never hydrates fails here, with the reason below.
      { timeout: 30_000 },
    );
  } catch (error) {
    throw new Error(`${selector} was not hydrated: ${await whyNotHydrated(page, selector)}`, {
      cause: error,
    });
  }
}

/** Whether the element is there, and which scripts never finished loading (a host that never answered a chunk). */
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

export const FIELD_METRICS = ["CLS", "FCP", "INP", "LCP", "TTFB"];

/** Function bodies the field-metrics tests run in the page, in all three engines. */
export const fieldMetricScripts = {
  /**
   * Hides the page as web-vitals' own tests do: `visibilitychange`, the one event it and the site act on. No
   * engine under automation really hides a page, and Playwright never sees a beacon sent at `pagehide`.
   */
  hide: `
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));`,
  /**
   * Makes a tap on the heading slow (120 ms; Firefox times one only from 40 ms), and sets `tapTimed` at the idle
   * moment after web-vitals takes its entry in: hidden before, the page reports no INP.
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
  tapTimed: `return window.__tapTimed === true;`,
  /**
   * An observer registered after web-vitals' hears of the first paint after it: once `painted` holds, FCP is
   * taken in (hidden before, WebKit on a busy machine sent none).
   */
  watchPaint: `
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === "first-contentful-paint")) window.__painted = true;
    }).observe({ type: "paint", buffered: true });`,
  painted: `return window.__painted === true;`,
};

/**
 * A visit that wakes every piece of the site at `origin`: particles, a chat toast, the theme toggle and its
 * tooltip, every card on /aboutme, and the 404 page of each language, which logs the path it was asked for and
 * leads home.
 */
export async function visitEveryPiece(page: Page, origin = "") {
  const errors = collectConsole(page, "error");
  await gotoLoaded(page, `${origin}/`);
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
    englishContent.skills.skills.length + englishContent.projects.projects.length,
  );
  await page.locator('[data-card="project"]').last().scrollIntoViewIfNeeded();
  await gotoLoaded(page, `${origin}/aboutme`);
  await expect(page.locator('[data-particles="running"]')).toHaveCount(1);
  // Each language's 404 page, in its words, leading to its home page.
  for (const missing of languages.map(({ code }) => pathIn(code, "/no-such-page/here"))) {
    const code = languageOfPath(missing);
    const { errors: text, home } = await localeIn(code).then(({ content }) => content);
    await gotoLoaded(page, `${origin}${missing}?x=1`);
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFoundPage.title);
    await expect.poll(() => errors.some((error) => error.includes(missing))).toBe(true);
    await page.getByRole("link", { name: text.notFoundPage.link }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
  }
}

/** Records CSP violations and every request beyond the page's origin. */
export async function watchPage(page: Page) {
  const violations: string[] = [];
  const foreign: string[] = [];
  await page.addInitScript(REPORT_CSP_VIOLATIONS);
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  page.on("request", (request) => {
    const { protocol, origin } = new URL(request.url());
    const own = page.url() === "about:blank" || origin === new URL(page.url()).origin;
    if (/^https?:$/.test(protocol) && !own) foreign.push(request.url());
  });
  return { violations, foreign };
}
