import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { pageOf } from "./web-vitals-page";

/** The event each field metric is sent as, one per metric per page view (Plausible). */
export const WEB_VITAL_EVENT = "Web vital";

/** What the event carries: which metric, how it rates, on which page, and about how much. */
export type WebVital = { metric: Metric["name"]; rating: string; page: string; value: string };

/** Edges of the coarse value ranges each metric is reported in (milliseconds; CLS has no unit). */
const BUCKET_EDGES: Record<Metric["name"], readonly number[]> = {
  LCP: [1000, 2500, 4000, 6000],
  FCP: [1000, 1800, 3000, 5000],
  TTFB: [200, 800, 1800, 3000],
  INP: [100, 200, 500, 1000],
  CLS: [0.01, 0.1, 0.25, 0.5],
};

const format = (name: Metric["name"], edge: number) =>
  name === "CLS" ? String(edge) : edge >= 1000 ? `${edge / 1000} s` : `${edge} ms`;

/**
 * A coarse range for a metric's value, e.g. "1 s–2.5 s" or "over 6 s": enough to tell slow from very slow in a
 * breakdown, without a row per millisecond. The edges include web.dev's thresholds between good, needs
 * improvement and poor.
 */
export function valueBucket(name: Metric["name"], value: number): string {
  const edges = BUCKET_EDGES[name];
  const upper = edges.findIndex((edge) => value < edge);
  if (upper === 0) return `under ${format(name, edges[0]!)}`;
  if (upper === -1) return `over ${format(name, edges[edges.length - 1]!)}`;
  return `${format(name, edges[upper - 1]!)}–${format(name, edges[upper]!)}`;
}

/**
 * Measures the page's Core Web Vitals (LCP, INP, CLS) and FCP and TTFB with Google's web-vitals library, as
 * browsers report them, and hands `send` each metric once, when the page is first hidden: the moment its
 * final value is known, whether the visitor switches tabs, opens WhatsApp or leaves. A browser that does
 * not support a metric (Firefox and Safari have no layout shifts, for one) sends the others.
 */
export function onWebVitals(send: (vital: WebVital) => void): void {
  const latest = new Map<Metric["name"], WebVital>();
  const sent = new Set<Metric["name"]>();
  const record = (metric: Metric) =>
    latest.set(metric.name, {
      metric: metric.name,
      rating: metric.rating.replace("-", " "),
      page: pageOf(window.location.pathname),
      value: valueBucket(metric.name, metric.value),
    });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);
  // On the window, in the bubbling phase: after the library's own (capturing) listeners have reported the final
  // LCP, CLS and INP for this hiding. Not `pagehide`: Chromium fires it before `visibilitychange` as the visitor
  // leaves, which would send those three before they are final; every browser the site supports fires
  // `visibilitychange` on leaving too, as web-vitals relies on.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    for (const [name, vital] of latest) {
      if (sent.has(name)) continue;
      sent.add(name);
      send(vital);
    }
  });
}
