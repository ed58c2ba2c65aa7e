// WCAG 2.2 AAA where it applies (docs/accessibility.md), in Chromium, Firefox and WebKit, on a page of each kind
// (pages of one kind share every control but their text's links), at a phone's size and a desktop's: the walk
// with the keyboard, the probes of aaa-probes.mjs, and axe (its wcag2aaa rules and the rules Lighthouse's
// accessibility audit switches on) in both themes with every card open (a shut card's body is hidden, which axe
// passes over). The one axe run of the tests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { RENDER_ALL_SECTIONS_CLASS } from "@/lib/scroll";
import { routes } from "../../lib/routes.mjs";
import { controls, focusProblems, pageProblems } from "../harness/aaa-probes.mjs";
import { enginesMissing, openChromium, openFirefox, openWebKit, type EnginePage } from "../harness/engines";
import { NOT_FOUND_PATH, samplePagePaths } from "./helpers";

const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const paths = [...new Set([...samplePagePaths, routes.notes.path, NOT_FOUND_PATH])];
const THEMES = ["light", "dark"];

/** The axe rules Lighthouse's accessibility gatherer switches on, read from the installed Lighthouse. */
function lighthouseAxeRules(): string[] {
  const gatherer = createRequire(import.meta.url).resolve(
    "lighthouse/core/gather/gatherers/accessibility.js",
  );
  const rules = [...readFileSync(gatherer, "utf8").matchAll(/'([a-z0-9-]+)': \{enabled: true\}/g)].map(
    ([, id]) => id!,
  );
  if (!rules.includes("target-size"))
    throw new Error(`${gatherer} no longer lists its axe rules as this test reads them: update the test`);
  return rules;
}
const AXE_OPTIONS = {
  runOnly: {
    type: "tag",
    values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "wcag2aaa", "best-practice"],
  },
  rules: Object.fromEntries(lighthouseAxeRules().map((id) => [id, { enabled: true }])),
  resultTypes: ["violations"],
};

/** The source of a probe, called with `arg`, as a function body any engine runs. */
const call = (probe: (arg: never) => unknown, arg: unknown = {}) =>
  `return (${probe.toString()})(${JSON.stringify(arg)});`;

/** Sets the theme class as the site's toggle does (no stored choice, so its script leaves the class alone). */
const inTheme = (theme: string) => `
  document.documentElement.classList.remove("light", "dark");
  document.documentElement.classList.add(${JSON.stringify(theme)});
  for (const animation of document.getAnimations()) animation.finish();`;

async function axeProblems(page: EnginePage): Promise<string[]> {
  await page.run(`if (!window.axe) { ${AXE} }`);
  return page.run(`
    document.documentElement.classList.add(${JSON.stringify(RENDER_ALL_SECTIONS_CLASS)});
    return axe.run(document, ${JSON.stringify(AXE_OPTIONS)})
      .then((results) => results.violations.flatMap((rule) => rule.nodes.map((node) =>
        rule.id + " " + node.target.join(" ") + ": " + (node.any[0]?.message ?? ""))));`);
}

type Stop = { problems: string[]; label: string; card: boolean };

/** Reads the focused card's state once React has drawn it. */
const cardState = `return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
  done(document.activeElement.getAttribute("aria-expanded")))));`;

/**
 * The keyboard alone (2.1.3): Tab reaches every control once, in document order, and each is checked where the
 * engine's own focus scrolling left it, in both themes; each card opens with Enter and closes with Space. A
 * walk that leaves the page early, or never ends (a trap), fails.
 */
async function keyboardWalk(page: EnginePage): Promise<string[]> {
  // Scrolled at once, as under reduced motion: a smooth scroll ends at the same place, and one still under way
  // (or cut short by the next key) is no place to measure from.
  await page.run(`document.documentElement.style.setProperty("scroll-behavior", "auto");`);
  const expected = await page.run<string[]>(call(controls, { renderAll: RENDER_ALL_SECTIONS_CLASS }));
  const problems: string[] = [];
  const visited: string[] = [];
  while (visited.length < expected.length) {
    await page.press("Tab");
    const stop = await page.run<Stop | null>(call(focusProblems, { themes: THEMES }));
    if (!stop) throw new Error(`${page.engine}: focus left the page after "${visited.at(-1)}"`);
    problems.push(...stop.problems);
    visited.push(stop.label);
    if (!stop.card) continue;
    for (const [key, state] of [
      ["Enter", "true"],
      ["Space", "false"],
    ] as const) {
      await page.press(key);
      if ((await page.run(cardState)) !== state)
        problems.push(`2.1.1 ${key} leaves "${stop.label}" as it was`);
    }
  }
  expect(visited, `${page.engine}: the controls Tab reached`).toEqual(expected);
  return problems;
}

const engines = [
  { name: "Chromium", open: openChromium },
  { name: "Firefox", open: openFirefox },
  { name: "WebKit", open: openWebKit },
];

test.describe("WCAG 2.2 AAA", () => {
  test.beforeAll(() => {
    const missing = enginesMissing();
    if (missing.length) throw new Error(`not installed: ${missing.join(", ")} (bash .ci/run installs them)`);
  });

  // A test a page, in one browser an engine and size (serial, sharing it): each page's walk has its own time
  // limit. One test for all six pages took 284 s of its 300 in WebKit on a busy machine, and twice ran out.
  for (const engine of engines)
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const)
      test.describe(`${engine.name} at ${width} × ${height}`, () => {
        test.describe.configure({ mode: "serial" });
        let page: EnginePage | undefined;
        test.beforeAll(async () => {
          test.setTimeout(120_000);
          page = await engine.open();
          await page.setViewport(width, height);
        });
        test.afterAll(async () => {
          await page?.close();
        });

        for (const path of paths)
          test(`${path}: the keyboard, the probes and axe, both themes`, async () => {
            test.setTimeout(180_000);
            if (!page) throw new Error(`${engine.name} did not open`);
            await page.goto(`${origin}${path}`);
            const found = (await keyboardWalk(page)).map((problem) => `${path} ${problem}`);
            for (const resized of [false, true])
              found.push(
                ...(
                  await page.run<string[]>(
                    call(pageProblems, { renderAll: RENDER_ALL_SECTIONS_CLASS, resized }),
                  )
                ).map((problem) => `${path} ${problem}`),
              );
            // Every card open: their bodies' text and links, as a visitor who opened them meets them.
            const shut = '[data-card] button[aria-expanded="false"]';
            const stillShut = await page.run<number>(`
              for (const button of document.querySelectorAll('${shut}')) button.click();
              return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() =>
                done(document.querySelectorAll('${shut}').length))));`);
            if (stillShut) found.push(`${path}: ${stillShut} cards stayed shut when clicked`);
            for (const theme of THEMES) {
              await page.run(inTheme(theme));
              found.push(
                ...(await axeProblems(page)).map((problem) => `${path} ${theme}, cards open ${problem}`),
              );
            }
            expect([...new Set(found)], `${engine.name} ${path}`).toEqual([]);
          });
      });
});
