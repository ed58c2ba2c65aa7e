/** Spec §9: how long the hero waits for the particle script before giving up. */
export const PARTICLE_RETRY_LIMIT = 10;
export const PARTICLE_RETRY_INTERVAL_MS = 100;

export const PARTICLE_SCRIPT_MISSING_WARNING =
  "Particle script was not loaded after 10 attempts. Check network connection.";
export const PARTICLE_FAILED_WARNING = "Particles failed to load:";

export type WaitOptions = {
  isReady: () => boolean;
  onReady: () => void;
  onGiveUp: () => void;
  retries?: number;
  intervalMs?: number;
};

/**
 * Polls `isReady` now and then up to `retries` more times, `intervalMs` apart.
 * Calls exactly one of `onReady` / `onGiveUp`, unless cancelled first. Returns the cancel function.
 */
export function waitForParticleScript({
  isReady,
  onReady,
  onGiveUp,
  retries = PARTICLE_RETRY_LIMIT,
  intervalMs = PARTICLE_RETRY_INTERVAL_MS,
}: WaitOptions): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const check = () => {
    if (cancelled) return;
    if (isReady()) {
      onReady();
      return;
    }
    if (attempts >= retries) {
      onGiveUp();
      return;
    }
    attempts += 1;
    timer = setTimeout(check, intervalMs);
  };
  check();

  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
