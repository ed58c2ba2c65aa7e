/** Kept apart so unit tests can replace it: Jest cannot evaluate `import.meta.url`. */
export function createParticleWorker(): Worker {
  return new Worker(new URL("./particles.worker.ts", import.meta.url), { name: "particles" });
}
