// Firefox and WebKit from Debian's packages (Playwright's builds cannot be downloaded here): Firefox ESR over
// WebDriver BiDi with puppeteer-core, WebKitGTK through WebKitWebDriver under Xvfb. Both give one small interface.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { CHROME_FLAGS, resolveHeadlessShellPath } from "../../tools/local/browser.mjs";
import { onFreePort, startProcess } from "../../tools/local/servers.mjs";

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const WEBKIT_WINDOW = resolve("tests/harness/webkit-window.py");
/** The longest one WebKitWebDriver command may take: a whole walk of the site took this engine 12–19 s. */
const WEBKIT_COMMAND_LIMIT_MS = 60_000;

/** Makes a page say each CSP violation on its console (Firefox and WebKit tell only the page), in every engine. */
export const REPORT_CSP_VIOLATIONS = `document.addEventListener("securitypolicyviolation", (event) =>
  console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI));`;

export type ConsoleMessage = { type: "error" | "warning" | "other"; text: string };

/** An HTTP proxy ("host:port") for every request beyond localhost, and a script run before the page's own. */
export type EngineOptions = { proxy?: string; initScript?: string };

export interface EnginePage {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** A trusted click, as a visitor's pointer makes (unlike one from `run`). */
  click(selector: string): Promise<void>;
  /** A trusted key press, as a visitor's keyboard makes. */
  press(key: "Tab" | "Enter" | "Space"): Promise<void>;
  run<T>(body: string): Promise<T>;
  setViewport(width: number, height: number): Promise<void>;
  screenshot(): Promise<string>;
  takeConsole(): Promise<ConsoleMessage[]>;
  close(): Promise<void>;
}

export function enginesMissing(): string[] {
  return [
    [FIREFOX, "firefox-esr"],
    [WEBKIT_DRIVER, "webkit2gtk-driver"],
    ["/usr/bin/xvfb-run", "xvfb"],
  ]
    .filter(([path]) => !existsSync(path!))
    .map(([, name]) => name!);
}

/** A console message's level as the tests read it (Playwright says "warning", puppeteer "warn"). */
const levelOf = (type: string): ConsoleMessage["type"] =>
  type === "error" ? "error" : type === "warning" || type === "warn" ? "warning" : "other";

/** Chromium through Playwright, behind the same interface, for checks that go over all three engines alike. */
export async function openChromium(): Promise<EnginePage> {
  const browser = await chromium.launch({ executablePath: resolveHeadlessShellPath(), args: CHROME_FLAGS });
  const page = await browser.newPage();
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => messages.push({ type: levelOf(message.type()), text: message.text() }));
  return {
    engine: "Chromium",
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async () => (await page.screenshot()).toString("base64"),
    takeConsole: async () => messages.splice(0),
    close: () => browser.close(),
  };
}

export async function openFirefox({ proxy, initScript }: EngineOptions = {}): Promise<EnginePage> {
  const [proxyHost, proxyPort] = proxy?.split(":") ?? [];
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    acceptInsecureCerts: true,
    // As long as it takes (a busy machine once took over puppeteer's 30 s): the test's time limit catches a hang.
    timeout: 0,
    extraPrefsFirefox: proxy
      ? {
          "network.proxy.type": 1,
          "network.proxy.http": proxyHost,
          "network.proxy.http_port": Number(proxyPort),
          "network.proxy.ssl": proxyHost,
          "network.proxy.ssl_port": Number(proxyPort),
        }
      : {},
  });
  const page: Page = await browser.newPage();
  page.setDefaultTimeout(0);
  const messages: ConsoleMessage[] = [];
  page.on("console", (message) => messages.push({ type: levelOf(message.type()), text: message.text() }));
  page.on("pageerror", (error) => messages.push({ type: "error", text: String(error) }));
  await page.evaluateOnNewDocument(REPORT_CSP_VIOLATIONS);
  if (initScript) await page.evaluateOnNewDocument(initScript);
  return {
    engine: "Firefox",
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    click: (selector) => page.click(selector),
    // WebDriver BiDi knows the space bar by its character only.
    press: (key) => page.keyboard.press(key === "Space" ? " " : key),
    run: (body) => page.evaluate(`(() => { ${body} })()`) as never,
    setViewport: (width, height) => page.setViewport({ width, height }),
    // Of the viewport, as WebKit's: a whole-document capture took Firefox 10 s.
    screenshot: () => page.screenshot({ encoding: "base64", captureBeyondViewport: false }),
    takeConsole: async () => messages.splice(0),
    close: () => browser.close(),
  };
}

export async function openWebKit({ proxy, initScript }: EngineOptions = {}): Promise<EnginePage> {
  // stdbuf flushes the console's lines through the pipe, which needs WebKit's sandbox off (it drops LD_PRELOAD).
  // A profile per launch carries no cookies or HSTS entries from one test to the next; it is removed once the
  // driver has exited (`ended`), so a worker that exits first leaves no folder behind.
  const profile = mkdtempSync(join(tmpdir(), "webkit-"));
  const driver = await onFreePort(undefined, (port) =>
    startProcess(
      "WebKitWebDriver",
      port,
      "xvfb-run",
      ["-a", "-s", "-screen 0 1600x1200x24", "stdbuf", "-oL", "-eL", WEBKIT_DRIVER, `--port=${port}`],
      {
        probe: "/status",
        env: {
          WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: "1",
          XDG_DATA_HOME: join(profile, "data"),
          XDG_CACHE_HOME: join(profile, "cache"),
          TMPDIR: profile,
        },
        cleanUp: () => rmSync(profile, { recursive: true, force: true }),
      },
    ),
  );
  // webkit-window.py writes the page's console as "CONSOLE <LEVEL> message" lines.
  let read = 0;
  const lastOutput = () => driver.log().split("\n").slice(-20).join("\n");
  // A command that gets no answer fails by itself, naming the command and what WebKit last said, rather than
  // leaving the test's time limit to end a hang that says nothing (once in 10 soak runs of 789e4fc).
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${driver.origin}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(WEBKIT_COMMAND_LIMIT_MS),
      });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "TimeoutError")) throw error;
      throw new Error(
        `WebKitWebDriver ${method} ${path}: no answer in ${WEBKIT_COMMAND_LIMIT_MS / 1000} s; its last output:\n${lastOutput()}`,
      );
    }
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (json.value?.error)
      throw new Error(`WebKitWebDriver ${path}: ${json.value.error} ${json.value.message ?? ""}`);
    return json.value;
  };
  const { sessionId } = await call<{ sessionId: string }>("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "webkit-window",
        acceptInsecureCerts: true,
        // WebDriver's own limits (a page load 300 s by default) end within the command's, with WebKit's error.
        timeouts: { pageLoad: WEBKIT_COMMAND_LIMIT_MS / 2, script: WEBKIT_COMMAND_LIMIT_MS / 2 },
        "webkitgtk:browserOptions": {
          binary: WEBKIT_WINDOW,
          args: [
            "--automation",
            ...(proxy ? [`--proxy=http://${proxy}`] : []),
            ...(initScript ? [`--init-script=${initScript}`] : []),
          ],
        },
      },
    },
  }).catch(async (error: unknown) => {
    await driver.ended();
    throw error;
  });
  const session = `/session/${sessionId}`;
  return {
    engine: "WebKit",
    goto: async (url) => {
      await call("POST", `${session}/url`, { url });
    },
    click: async (selector) => {
      const element = await call<Record<string, string>>("POST", `${session}/element`, {
        using: "css selector",
        value: selector,
      });
      await call("POST", `${session}/element/${Object.values(element)[0]}/click`, {});
    },
    press: async (key) => {
      const value = { Tab: "\uE004", Enter: "\uE007", Space: " " }[key];
      await call("POST", `${session}/actions`, {
        actions: [
          {
            type: "key",
            id: "keyboard",
            actions: [
              { type: "keyDown", value },
              { type: "keyUp", value },
            ],
          },
        ],
      });
    },
    run: (body) => call("POST", `${session}/execute/sync`, { script: body, args: [] }),
    setViewport: async (width, height) => {
      await call("POST", `${session}/window/rect`, { width, height });
    },
    screenshot: () => call<string>("GET", `${session}/screenshot`),
    takeConsole: async () => {
      const output = driver.log();
      const lines = output.slice(read).split("\n");
      read = output.length;
      return lines
        .filter((line) => line.includes("CONSOLE ") || line.includes("Refused to"))
        .map((line) => {
          const error = /CONSOLE (\w+ )?ERROR|Refused to/.test(line);
          return {
            type: error ? "error" : /CONSOLE (\w+ )?WARN/.test(line) ? "warning" : "other",
            text: line,
          };
        });
    },
    close: async () => {
      await call("DELETE", session).catch(() => undefined);
      await driver.ended();
    },
  };
}
