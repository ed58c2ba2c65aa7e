// Stand-in for @tsparticles/engine in Jest (the real one is ESM-only and needs OffscreenCanvas).
export const tsParticles = {
  load: jest.fn(async () => ({ pause: jest.fn(), play: jest.fn(), destroy: jest.fn() })),
};
export type Container = { pause(): void; play(): void; destroy(): void };
export type ISourceOptions = Record<string, unknown>;
