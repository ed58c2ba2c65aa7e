import type { ParticleTheme } from "./options";

/** Messages from the page to the particle worker. */
export type ToWorker =
  | {
      type: "init";
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      count: number;
      theme: ParticleTheme;
    }
  | { type: "resize"; width: number; height: number }
  | { type: "theme"; theme: ParticleTheme }
  | { type: "pause" }
  | { type: "play" };

/** Messages from the particle worker to the page. */
export type FromWorker = { type: "script-ready" } | { type: "started" } | { type: "error"; message: string };
