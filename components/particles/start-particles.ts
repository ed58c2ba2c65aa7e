import { THEME_CHANGE_EVENT } from "@/lib/theme";
import { createParticleWorker } from "./create-worker";
import { PARTICLE_FAILED_WARNING, PARTICLE_SCRIPT_MISSING_WARNING, loadParticleScript } from "./loader";
import type { FromWorker, ToWorker } from "./messages";
import { particleCountFor, type ParticleTheme } from "./options";
import { shouldSkipDecorativeMotion } from "./decorative-motion";

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
 * Draws the hero's particles in `host`: a worker gets a canvas and draws off the main thread, pausing while
 * the host is off screen or the tab is hidden. Called once the page has loaded and gone idle (`ParticleBackground`).
 * Every failure ends in one console warning and no canvas; the page never depends on it. Returns the function
 * that stops it all.
 */
export function startParticles(host: HTMLElement, createWorker = createParticleWorker): () => void {
  const setState = (state: ParticleState) => {
    host.dataset.particles = state;
  };
  if (shouldSkipDecorativeMotion()) {
    setState("off");
    return () => {};
  }
  return run(host, setState, createWorker);
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
  /**
   * Each scene is a worker with a canvas of its own. A new theme or size starts a new scene: Firefox drew
   * nothing when tsParticles started again in the same worker, whatever the canvas. The scene on screen
   * stays until its successor has started.
   */
  type Scene = { worker: Worker; generation: number; canvas?: HTMLCanvasElement };
  const scenes: Scene[] = [];
  let generation = 0;
  let shown = -1;
  // Read in the first ResizeObserver report (below), when style and layout are up to date: reading them here
  // forced a style recalculation and a layout in the middle of the page's start-up.
  let theme: ParticleTheme = { particle: "", link: "" };
  let size = { width: 1, height: 1 };
  /** How many particles the viewport gets, read with the size (window.innerWidth forces a layout too). */
  let count = 0;
  let measured = false;
  let onScreen = true;
  let failed = false;
  /** The first scene's script has loaded, so a new size or theme can start another. */
  let engineReady = false;
  let resizeTimer: number | undefined;

  const playback = (): ToWorker => ({ type: onScreen && !document.hidden ? "play" : "pause" });
  const syncPlayback = () => {
    for (const scene of scenes) scene.worker.postMessage(playback());
  };
  const end = (scene: Scene) => {
    scene.worker.terminate();
    scene.canvas?.remove();
    scenes.splice(scenes.indexOf(scene), 1);
  };
  const endAll = () => {
    for (const scene of [...scenes]) end(scene);
  };
  const fail = (warning: string, ...detail: string[]) => {
    if (failed) return;
    failed = true;
    console.warn(warning, ...detail);
    setState("failed");
    endAll();
  };

  /**
   * Hands the scene's worker a fresh canvas (control of a canvas can be handed over only once). Handed over
   * before it joins the page: Chromium recalculated the page's style to hand over a canvas in the document.
   */
  const begin = (scene: Scene) => {
    const canvas = document.createElement("canvas");
    canvas.className = "absolute inset-0 size-full";
    const offscreen = canvas.transferControlToOffscreen();
    host.append(canvas);
    scene.canvas = canvas;
    const init: ToWorker = { type: "init", canvas: offscreen, ...size, count, theme };
    scene.worker.postMessage(init, [offscreen]);
    scene.worker.postMessage(playback());
  };

  const started = (scene: Scene) => {
    if (scene.generation < shown) return end(scene);
    shown = scene.generation;
    for (const older of scenes.filter((other) => other.generation < scene.generation)) end(older);
    setState("running");
  };

  /** A new worker for a scene: it reports its script loaded, or failing to load, then runs the scene. */
  const spawn = (onReady: (scene: Scene) => void, onLoadFailed: () => void): Scene => {
    const scene: Scene = { worker: createWorker(), generation: (generation += 1) };
    scenes.push(scene);
    let scriptLoaded = false;
    scene.worker.addEventListener("message", (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "script-ready") {
        scriptLoaded = true;
        onReady(scene);
      } else if (message.type === "started") started(scene);
      else if (message.type === "error") fail(PARTICLE_FAILED_WARNING, message.message);
    });
    scene.worker.addEventListener("error", (event) => {
      // Handled here, so the console shows one warning and not the browser's error per attempt.
      event.preventDefault();
      if (scriptLoaded) {
        // Once its script has loaded, an uncaught error is the effect failing, not the script missing.
        fail(PARTICLE_FAILED_WARNING, event instanceof ErrorEvent ? event.message : "the worker stopped");
        return;
      }
      end(scene);
      onLoadFailed();
    });
    return scene;
  };

  /** A new theme or size: the next scene, while the current one keeps drawing (if it fails to load, it stays). */
  const restart = () => {
    if (engineReady && !failed) spawn(begin, () => {});
  };

  setState("waiting");
  let cancelLoad = () => {};
  let loadTimer: number | undefined;
  /**
   * The host's size and colours, read in the first ResizeObserver report; then the script, from a task of its
   * own: a report runs inside the browser's rendering step, and creating a worker there (5–13 ms in Chromium)
   * made that frame one long task.
   */
  const measureAndLoad = () => {
    measured = true;
    size = sizeOf(host);
    count = particleCountFor(window.innerWidth, window.innerHeight);
    theme = readTheme(host);
    loadTimer = window.setTimeout(load, 0);
  };
  const load = () => {
    cancelLoad = loadParticleScript({
      // Each attempt is a fresh worker: a worker whose script failed to load cannot be reused.
      attempt: ({ loaded, failed: loadFailed }) => {
        spawn((scene) => {
          loaded();
          begin(scene);
        }, loadFailed);
      },
      onLoaded: () => {
        engineReady = true;
      },
      onGiveUp: () => fail(PARTICLE_SCRIPT_MISSING_WARNING),
    });
  };

  const visibility = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    syncPlayback();
  });
  visibility.observe(host);
  // A ResizeObserver reports each observed element once after the browser's next layout, with style and
  // layout up to date: the particles start from there, so reading the host forces neither.
  const resize = new ResizeObserver(() => {
    if (!measured) return measureAndLoad();
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => {
      const next = sizeOf(host);
      if (next.width === size.width && next.height === size.height) return;
      size = next;
      count = particleCountFor(window.innerWidth, window.innerHeight);
      // tsParticles sizes itself from the canvas only when it starts, so a new size is a new scene.
      restart();
    }, 200);
  });
  resize.observe(host);
  const onThemeChange = () => {
    // Before the first report, that report reads the new theme.
    if (!measured) return;
    const next = readTheme(host);
    if (next.particle === theme.particle && next.link === theme.link) return;
    theme = next;
    restart();
  };
  document.addEventListener("visibilitychange", syncPlayback);
  window.addEventListener(THEME_CHANGE_EVENT, onThemeChange);

  return () => {
    window.clearTimeout(loadTimer);
    cancelLoad();
    endAll();
    visibility.disconnect();
    resize.disconnect();
    window.clearTimeout(resizeTimer);
    document.removeEventListener("visibilitychange", syncPlayback);
    window.removeEventListener(THEME_CHANGE_EVENT, onThemeChange);
  };
}
