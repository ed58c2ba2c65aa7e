import type { ParticleTheme } from "./options";

/**
 * Messages from the page to the particle worker. A worker draws one scene: a new size or theme is a new
 * worker with a fresh canvas (start-particles.ts), since Firefox showed nothing tsParticles drew when it
 * started a second time in the same worker.
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
