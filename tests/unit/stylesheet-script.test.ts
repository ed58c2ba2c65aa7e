import { waitFor } from "@testing-library/react";
import { stylesheetScript } from "@/lib/theme-script.mjs";

// jsdom does not reflect a link's `disabled` attribute as browsers do (HTML's HTMLLinkElement.disabled): here it does.
Object.defineProperty(HTMLLinkElement.prototype, "disabled", {
  configurable: true,
  get(this: HTMLLinkElement) {
    return this.hasAttribute("disabled");
  },
  set(this: HTMLLinkElement, on: boolean) {
    this.toggleAttribute("disabled", on);
  },
});

/** What the script adds to the window, taken off after each test so each test runs one copy of it. */
const added: Parameters<typeof window.addEventListener>[] = [];
const fetched = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve());

/** Runs the head script's stylesheet part, as the page does in <head>, with `fetch` watched. */
function runScript() {
  const addEventListener = (...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    window.addEventListener(...args);
  };
  new Function("addEventListener", "fetch", stylesheetScript)(addEventListener, fetched);
}

/** A page as the build leaves it: the whole sheet's link, disabled, and links to follow. */
function renderPage() {
  document.head.innerHTML = `<link rel="stylesheet" href="/_next/static/chunks/site.css" disabled>`;
  const page = document.createElement("main");
  page.innerHTML = `
    <a href="/aboutme" id="other">About</a>
    <a href="${location.pathname}#services" id="same">Services</a>
    <a href="https://wa.me/15550100123" id="away">Chat</a>
    <a href="/notes" id="new-tab" target="_blank">Notes</a>`;
  document.body.replaceChildren(page);
  const link = document.querySelector<HTMLLinkElement>("link")!;
  const anchor = (id: string) => document.getElementById(id)!;
  // What the router sees: the clicks that reach the page, and whether their default was left alone.
  const seen: string[] = [];
  page.addEventListener("click", (event) => {
    const target = event.target as HTMLElement;
    seen.push(`${target.id}${event.defaultPrevented ? " prevented" : ""}`);
    event.preventDefault();
  });
  return { link, anchor, seen };
}

afterEach(() => {
  for (const args of added.splice(0)) window.removeEventListener(...args);
  fetched.mockClear();
  jest.useRealTimers();
});

describe("the stylesheet part of the head script", () => {
  it("fetches the whole sheet once the page has loaded, and does not apply it", () => {
    const { link } = renderPage();
    runScript();
    expect(fetched).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(fetched.mock.calls).toEqual([[link.href]]);
    expect(link.disabled).toBe(true);
    window.dispatchEvent(new Event("load"));
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it("holds a click to another page until the sheet's rules are in, then clicks again", async () => {
    jest.useFakeTimers();
    const { link, anchor, seen } = renderPage();
    runScript();
    anchor("other").click();
    expect(link.disabled).toBe(false);
    // The router has not seen the click while the sheet loads, short of the 5 s cap.
    await jest.advanceTimersByTimeAsync(4_000);
    expect(seen).toEqual([]);
    link.dispatchEvent(new Event("load"));
    await waitFor(() => expect(seen).toEqual(["other"]));
    // From now on every click goes straight through.
    anchor("other").click();
    expect(seen).toEqual(["other", "other"]);
  });

  it("lets the click through when the sheet fails, or after 5 s without an answer", async () => {
    const failing = renderPage();
    runScript();
    failing.anchor("other").click();
    failing.link.dispatchEvent(new Event("error"));
    await waitFor(() => expect(failing.seen).toEqual(["other"]));

    for (const args of added.splice(0)) window.removeEventListener(...args);
    jest.useFakeTimers();
    const silent = renderPage();
    runScript();
    silent.anchor("other").click();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(silent.seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(silent.seen).toEqual(["other"]);
  });

  it.each([
    ["a link on the same page", "same", {}],
    ["a link to another site", "away", {}],
    ["a link to a new tab", "new-tab", {}],
    ["a click with a modifier key", "other", { ctrlKey: true }],
    ["a middle click", "other", { button: 1 }],
  ])("leaves %s alone", (_, id, init) => {
    const { link, anchor, seen } = renderPage();
    runScript();
    anchor(id).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    expect(seen).toEqual([id]);
    expect(link.disabled).toBe(true);
  });
});
