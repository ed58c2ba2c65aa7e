import type { ParticleTheme } from "./options";

/**
 * Messages from the page to the particle worker. A new size or theme is a new `init` with a fresh canvas:
 * Firefox shows nothing that tsParticles draws after a second start on the same transferred canvas.
 */
export type ToWorker =
  | {
      type: "init";
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      count: number;
      theme: ParticleTheme;
    }
  | { type: "pause" }
  | { type: "play" };

/** Messages from the particle worker to the page. */
export type FromWorker = { type: "script-ready" } | { type: "started" } | { type: "error"; message: string };
