import type { ISourceOptions } from "@tsparticles/engine";

/** The particle background's size and frame-rate cap. */
export const PARTICLE_COUNT = 140;
export const PARTICLE_FPS_LIMIT = 60;

/**
 * Viewports at least this wide get all 140 particles. Narrower ones (phones) get a count scaled to their
 * area against a 768×1024 reference, so the density on screen stays the same while a phone's CPU and
 * battery draw fewer: a 390×844 phone gets 59. Never fewer than 40, so the effect is still there.
 */
export const FULL_PARTICLE_WIDTH = 768;
const REFERENCE_AREA = 768 * 1024;
const MIN_PARTICLES = 40;

export function particleCountFor(viewportWidth: number, viewportHeight: number): number {
  if (viewportWidth >= FULL_PARTICLE_WIDTH) return PARTICLE_COUNT;
  const scaled = Math.round((PARTICLE_COUNT * viewportWidth * viewportHeight) / REFERENCE_AREA);
  return Math.min(PARTICLE_COUNT, Math.max(MIN_PARTICLES, scaled));
}

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
