import type { Metric } from "web-vitals";
import { onWebVitals, valueBucket, WEB_VITAL_EVENT } from "@/components/analytics/web-vitals";
import { NOT_FOUND_MARK, pageOf } from "@/components/analytics/web-vitals-page";

// The library itself measures in the browser; here each `on…` only hands its callback to the test.
const callbacks = new Map<string, (metric: Metric) => void>();
jest.mock("web-vitals", () => {
  const on = (name: string) => (callback: (metric: Metric) => void) => callbacks.set(name, callback);
  return { onCLS: on("CLS"), onFCP: on("FCP"), onINP: on("INP"), onLCP: on("LCP"), onTTFB: on("TTFB") };
});

const metric = (name: Metric["name"], value: number, rating: Metric["rating"]) =>
  ({ name, value, rating, delta: value, id: "v5-1", entries: [], navigationType: "navigate" }) as Metric;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

describe("valueBucket", () => {
  it("puts a value in a coarse range whose edges include web.dev's thresholds", () => {
    expect(valueBucket("LCP", 800)).toBe("under 1 s");
    expect(valueBucket("LCP", 2499)).toBe("1 s–2.5 s");
    expect(valueBucket("LCP", 2500)).toBe("2.5 s–4 s");
    expect(valueBucket("LCP", 9000)).toBe("over 6 s");
    expect(valueBucket("INP", 150)).toBe("100 ms–200 ms");
    expect(valueBucket("TTFB", 900)).toBe("800 ms–1.8 s");
    expect(valueBucket("CLS", 0)).toBe("under 0.01");
    expect(valueBucket("CLS", 0.12)).toBe("0.1–0.25");
  });
});

describe("pageOf", () => {
  it("keeps a page's path, and names the 404 page (which marks its main) by its own name", () => {
    expect(pageOf("/")).toBe("/");
    expect(pageOf("/notes/any-note")).toBe("/notes/any-note");
    const notFound = document.createElement("div");
    notFound.innerHTML = `<main ${NOT_FOUND_MARK}></main>`;
    expect(pageOf("/no/such/page", notFound)).toBe("404");
  });
});

describe("onWebVitals", () => {
  afterEach(() => setVisibility("visible"));

  it("sends each metric once, with its rating, page and range, when the page is first hidden", () => {
    window.history.pushState({}, "", "/aboutme");
    const send = jest.fn();
    onWebVitals(send);
    callbacks.get("TTFB")!(metric("TTFB", 120, "good"));
    callbacks.get("FCP")!(metric("FCP", 2000, "needs-improvement"));
    expect(send).not.toHaveBeenCalled();
    // Leaving, Chromium fires `pagehide` first, before the final values: nothing goes yet.
    window.dispatchEvent(new Event("pagehide"));
    expect(send).not.toHaveBeenCalled();
    // The library reports the final LCP, CLS and INP as the page is hidden, before the site's own listener.
    document.addEventListener("visibilitychange", () => {
      callbacks.get("LCP")!(metric("LCP", 4200, "poor"));
      callbacks.get("CLS")!(metric("CLS", 0, "good"));
      callbacks.get("INP")!(metric("INP", 64, "good"));
    });
    setVisibility("hidden");
    expect(send.mock.calls.map(([vital]) => vital)).toEqual([
      { metric: "TTFB", rating: "good", page: "/aboutme", value: "under 200 ms" },
      { metric: "FCP", rating: "needs improvement", page: "/aboutme", value: "1.8 s–3 s" },
      { metric: "LCP", rating: "poor", page: "/aboutme", value: "4 s–6 s" },
      { metric: "CLS", rating: "good", page: "/aboutme", value: "under 0.01" },
      { metric: "INP", rating: "good", page: "/aboutme", value: "under 100 ms" },
    ]);
    // Back and hidden again: a page view's metrics were sent once.
    setVisibility("visible");
    callbacks.get("CLS")!(metric("CLS", 0.3, "poor"));
    setVisibility("hidden");
    expect(send).toHaveBeenCalledTimes(5);
    expect(WEB_VITAL_EVENT).toBe("Web vital");
    window.history.pushState({}, "", "/");
  });
});
