/// <reference lib="webworker" />
/**
 * Draws the hero's particles off the main thread, into the OffscreenCanvas the page transfers.
 * tsParticles expects a few DOM globals; the shim below gives it just enough to run in a worker.
 */
import { tsParticles, type Container } from "@tsparticles/engine";
import { loadSlim } from "@tsparticles/slim";
import type { FromWorker, ToWorker } from "./messages";
import { particleOptions, type ParticleTheme } from "./options";

const scope = globalThis as unknown as DedicatedWorkerGlobalScope & Record<string, unknown>;

function installDomShim() {
  if (typeof scope.document !== "undefined") return;
  const doc = Object.assign(new EventTarget(), {
    hidden: false,
    visibilityState: "visible",
    createElement: () => ({ style: {}, dataset: {} }),
  });
  scope.document = doc;
  scope.HTMLElement ??= class {};
  scope.devicePixelRatio ??= 1;
}

installDomShim();

/**
 * Drawn by the CPU: WebKitGTK's accelerated canvas (Mesa's software GL under a virtual display) corrupted the
 * web process's heap now and then while this worker drew (docs/features.md). tsParticles asks for its context
 * itself, so its settings get `willReadFrequently`, which keeps a 2D canvas off the GPU.
 */
function drawOnCpu() {
  const getContext = OffscreenCanvas.prototype.getContext;
  OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, settings?: object) {
    return getContext.call(
      this,
      type as "2d",
      type === "2d" ? { ...settings, willReadFrequently: true } : settings,
    );
  } as typeof getContext;
}

drawOnCpu();

const post = (message: FromWorker) => scope.postMessage(message);

let container: Container | undefined;
let paused = false;

/** Draws the one scene this worker is given: a new theme or size is a new worker (messages.ts). */
async function start(canvas: OffscreenCanvas, count: number, theme: ParticleTheme) {
  await loadSlim(tsParticles);
  container = await tsParticles.load({
    id: "hero-particles",
    element: canvas,
    options: particleOptions(theme, count),
  });
  if (paused) container?.pause();
}

scope.addEventListener("message", (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case "init":
      message.canvas.width = message.width;
      message.canvas.height = message.height;
      start(message.canvas, message.count, message.theme).then(
        () => post({ type: "started" }),
        (error: unknown) =>
          post({ type: "error", message: error instanceof Error ? error.message : String(error) }),
      );
      break;
    case "pause":
      paused = true;
      container?.pause();
      break;
    case "play":
      paused = false;
      container?.play();
      break;
  }
});

// The page counts this message as "the particle script is loaded"; a load that fails instead is retried
// (loader.ts: 10 times, 100 ms apart).
post({ type: "script-ready" });
