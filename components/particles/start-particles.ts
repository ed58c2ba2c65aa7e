import { THEME_CHANGE_EVENT } from "@/lib/theme";
import { createParticleWorker } from "./create-worker";
import { PARTICLE_FAILED_WARNING, PARTICLE_SCRIPT_MISSING_WARNING, loadParticleScript } from "./loader";
import type { FromWorker, ToWorker } from "./messages";
import { particleCountFor, type ParticleTheme } from "./options";
import { afterLoadAndIdle, shouldSkipDecorativeMotion } from "./page-idle";

/** Written to the host's `data-particles`, for tests and styling. */
export type ParticleState = "idle" | "off" | "waiting" | "running" | "failed";

/** The theme's particle colours, read from the CSS custom properties on the host. */
function readTheme(host: HTMLElement): ParticleTheme {
  const styles = getComputedStyle(host);
  return {
    particle: styles.getPropertyValue("--particle").trim() || "#a5b4fc",
    link: styles.getPropertyValue("--particle-link").trim() || "#818cf8",
  };
}

const sizeOf = (host: HTMLElement) => ({
  width: Math.max(1, host.clientWidth),
  height: Math.max(1, host.clientHeight),
});

/**
 * Draws the hero's particles in `host`: once the page has loaded and gone idle, a worker gets a canvas and
 * draws off the main thread, pausing while the host is off screen or the tab is hidden. Every failure ends
 * in one console warning and no canvas; the page never depends on it. Returns the function that stops it all.
 */
export function startParticles(host: HTMLElement, createWorker = createParticleWorker): () => void {
  const setState = (state: ParticleState) => {
    host.dataset.particles = state;
  };
  if (shouldSkipDecorativeMotion()) {
    setState("off");
    return () => {};
  }
  const stops: Array<() => void> = [];
  stops.push(afterLoadAndIdle(() => stops.push(run(host, setState, createWorker))));
  return () => {
    for (const stop of stops.splice(0).reverse()) stop();
  };
}

/** The particles from the moment they may start; returns their stop. */
function run(
  host: HTMLElement,
  setState: (state: ParticleState) => void,
  createWorker: () => Worker,
): () => void {
  if (typeof HTMLCanvasElement.prototype.transferControlToOffscreen !== "function") {
    console.warn(PARTICLE_FAILED_WARNING, "this browser cannot draw on a canvas from a worker");
    setState("failed");
    return () => {};
  }
  let worker: Worker | undefined;
  let theme = readTheme(host);
  let size = sizeOf(host);
  let onScreen = true;
  let failed = false;
  /** The worker's script has loaded, so a new size or theme can start a new scene. */
  let engineReady = false;
  let resizeTimer: number | undefined;
  const removeCanvases = (keep?: HTMLCanvasElement) => {
    for (const canvas of host.querySelectorAll("canvas")) if (canvas !== keep) canvas.remove();
  };

  const send = (message: ToWorker, transfer: Transferable[] = []) => worker?.postMessage(message, transfer);
  const syncPlayback = () => send({ type: onScreen && !document.hidden ? "play" : "pause" });
  const fail = (warning: string, ...detail: string[]) => {
    if (failed) return;
    failed = true;
    console.warn(warning, ...detail);
    setState("failed");
    worker?.terminate();
    removeCanvases();
  };

  /** One try at loading the worker's script; a worker whose script failed to load cannot be reused. */
  const attempt = ({ loaded, failed: loadFailed }: { loaded: () => void; failed: () => void }) => {
    const candidate = createWorker();
    worker = candidate;
    let scriptLoaded = false;
    candidate.addEventListener("message", (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "script-ready") {
        scriptLoaded = true;
        loaded();
      } else if (message.type === "started") {
        // The scene drawn before a new size or theme stays up until the new one has started.
        removeCanvases(host.querySelector("canvas:last-of-type") ?? undefined);
        setState("running");
      } else if (message.type === "error") fail(PARTICLE_FAILED_WARNING, message.message);
    });
    candidate.addEventListener("error", (event) => {
      // Handled here, so the console shows one warning and not the browser's error per attempt.
      event.preventDefault();
      if (scriptLoaded) {
        // Once its script has loaded, an uncaught error is the effect failing, not the script missing.
        fail(PARTICLE_FAILED_WARNING, event instanceof ErrorEvent ? event.message : "the worker stopped");
        return;
      }
      candidate.terminate();
      loadFailed();
    });
  };

  /**
   * Starts a scene in a fresh canvas: the first one, or one at a new size or in a new theme. Control of a
   * canvas can be handed to a worker only once, and re-starting on the same canvas draws nothing in Firefox.
   */
  const init = () => {
    const canvas = document.createElement("canvas");
    canvas.className = "absolute inset-0 size-full";
    host.append(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    const count = particleCountFor(window.innerWidth, window.innerHeight);
    send({ type: "init", canvas: offscreen, ...size, count, theme }, [offscreen]);
    // Playback messages sent while an earlier attempt was loading went to a worker that is gone.
    syncPlayback();
  };

  setState("waiting");
  const cancelLoad = loadParticleScript({
    attempt,
    onLoaded: () => {
      engineReady = true;
      init();
    },
    onGiveUp: () => fail(PARTICLE_SCRIPT_MISSING_WARNING),
  });

  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    syncPlayback();
  });
  visibility.observe(host);
  const resize = new ResizeObserver(() => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => {
      const next = sizeOf(host);
      if (next.width === size.width && next.height === size.height) return;
      size = next;
      // tsParticles sizes itself from the canvas only when it starts, so a new size is a new scene.
      if (engineReady && !failed) init();
    }, 200);
  });
  resize.observe(host);
  const onThemeChange = () => {
    const next = readTheme(host);
    if (next.particle === theme.particle && next.link === theme.link) return;
    theme = next;
    if (engineReady && !failed) init();
  };
  document.addEventListener("visibilitychange", syncPlayback);
  window.addEventListener(THEME_CHANGE_EVENT, onThemeChange);

  return () => {
    cancelLoad();
    worker?.terminate();
    removeCanvases();
    visibility.disconnect();
    resize.disconnect();
    window.clearTimeout(resizeTimer);
    document.removeEventListener("visibilitychange", syncPlayback);
    window.removeEventListener(THEME_CHANGE_EVENT, onThemeChange);
  };
}
