import type { ISourceOptions } from "@tsparticles/engine";

/** Spec §9: the particle background's size and frame-rate cap. */
export const PARTICLE_COUNT = 140;
export const PARTICLE_FPS_LIMIT = 60;

/**
 * tsParticles skips a frame that arrives even a fraction of a millisecond before 1000/fpsLimit,
 * which on a 60 Hz display halves the rate. A 10% margin keeps every 60 Hz frame while
 * still capping faster displays near 60 fps.
 */
export const ENGINE_FPS_LIMIT = Math.round(PARTICLE_FPS_LIMIT * 1.1);

export type ParticleTheme = { particle: string; link: string };

export function particleOptions(theme: ParticleTheme, count = PARTICLE_COUNT): ISourceOptions {
  return {
    autoPlay: true,
    detectRetina: false,
    fpsLimit: ENGINE_FPS_LIMIT,
    fullScreen: { enable: false },
    background: { color: { value: "transparent" } },
    particles: {
      number: { value: count, density: { enable: false } },
      paint: { color: { value: theme.particle }, fill: { enable: true } },
      shape: { type: "circle" },
      opacity: { value: { min: 0.3, max: 0.7 } },
      size: { value: { min: 1, max: 3 } },
      links: { enable: true, distance: 120, color: { value: theme.link }, opacity: 0.25, width: 1 },
      move: { enable: true, speed: 0.6, direction: "none", outModes: { default: "out" } },
    },
  };
}
