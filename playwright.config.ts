import { defineConfig } from "@playwright/test";
import { CHROME_FLAGS, resolveChromePath, resolveHeadlessShellPath } from "./tools/local/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * Every spec runs in Chromium's headless shell (387 CPU s instead of 451) but degrade.spec.ts: the shell reports
 * a 0.0002 layout shift of a late font that the browser visitors have does not.
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
  // Two: at three, with a core busy, WebKit once sent no FCP (soak run 2 of a53ff32). Servers take ports the
  // system picks, so E2E_WORKERS=3 collides with nothing.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test waits on the event it is about for as long as a busy machine takes: assertions have no window of their
  // own. The time limit only catches a hang (ordinary tests took 20–27 s on the slower machine with a core busy).
  timeout: 60_000,
  expect: { timeout: 0 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    // Tracing every test cost 48 of 373 CPU s: `npm test` re-runs the failed ones with traces (run-all.mjs).
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
