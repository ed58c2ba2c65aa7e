/**
 * Runs `callback` once the page has loaded and the main thread is idle, so deferred work
 * (the particle engine, analytics) never competes with the first paint or hydration. Returns a cancel function.
 */
export function afterLoadAndIdle(callback: () => void, idleTimeoutMs = 2000): () => void {
  let idleHandle: number | undefined;
  let cancelled = false;

  const scheduleIdle = () => {
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(() => callback(), { timeout: idleTimeoutMs })
        : window.setTimeout(callback, 1);
  };

  if (document.readyState === "complete") scheduleIdle();
  else window.addEventListener("load", scheduleIdle, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", scheduleIdle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
