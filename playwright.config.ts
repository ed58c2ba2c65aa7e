import { defineConfig } from "@playwright/test";
import { CHROME_FLAGS, resolveChromePath, resolveHeadlessShellPath } from "./tools/local/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Every spec runs in Chromium's headless shell, the same Chromium build and engine without the browser's
 * windows, as Playwright itself runs headless tests (the suite took 387 CPU s instead of 451), but one:
 * degrade.spec.ts measures the layout shift of a font that arrives late, where the shell reports a 0.0002 text
 * shift that the browser visitors have does not. display-modes and glyphs (forced colours, reduced motion,
 * glyph outlines) pass alike in both; with degrade, the three took 59 CPU s in the browser, 35 in the shell.
 */
const DRAWING_SPECS = ["degrade.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  // The tests read the site's configuration the way the build does; `server-only` guards it in the app only.
  tsconfig: "tests/e2e/tsconfig.json",
  // Kept apart from test-results/jest.json: Playwright empties its output folder on start.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers. Three kept both cores busy on an idle machine, but with one core taken by another process
  // WebKit once sent no FCP in the cross-engine field-metrics test (soak run 2 of a53ff32, at three), which 19
  // busy runs at two had never done. Every server a test starts takes a port the
  // system picks (tools/local/ports.mjs), so a third worker (E2E_WORKERS=3) collides with nothing.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test waits on the event it is about (an attribute the page sets, a request, a performance entry), for as
  // long as that takes on a busy machine: assertions have no window of their own, as actions have none. The
  // test's own time limit only catches a hang. It is sized for the slower CI machine with a core taken by
  // another process, where ordinary tests took 20–27 s (a page load alone can take 5 s there); a test that
  // does more says so with test.setTimeout.
  timeout: 60_000,
  expect: { timeout: 0 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    // No trace while the tests are counted: recording one for every test, to keep only a failed test's, cost
    // 48 of the suite's 373 CPU seconds (211 s → 177 s here). `npm test` re-runs the failed tests once with
    // traces instead (tests/harness/run-all.mjs); by hand: `npx playwright test --last-failed --trace on`.
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: DRAWING_SPECS,
      use: { launchOptions: { executablePath: resolveHeadlessShellPath(), args: CHROME_FLAGS } },
    },
    {
      name: "chromium, whole browser",
      testMatch: DRAWING_SPECS,
      use: { launchOptions: { executablePath: resolveChromePath(), args: CHROME_FLAGS } },
    },
  ],
  // `next start` of the build, as tools/local/servers.mjs starts every server the tests and the bench use.
  globalSetup: "./tests/harness/next-server.ts",
});
