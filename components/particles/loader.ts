/** How often, and how far apart, loading the particle script is retried before giving up. */
export const PARTICLE_RETRY_LIMIT = 10;
export const PARTICLE_RETRY_INTERVAL_MS = 100;

export { PARTICLE_FAILED_WARNING, PARTICLE_SCRIPT_MISSING_WARNING } from "./warnings";

/** One try at loading the script: it reports exactly one of `loaded` or `failed`, however long that takes. */
export type LoadAttempt = (outcome: { loaded: () => void; failed: () => void }) => void;

export type RetryOptions = {
  attempt: LoadAttempt;
  onLoaded: () => void;
  onGiveUp: () => void;
  retries?: number;
  intervalMs?: number;
};

/**
 * Loads the particle script, and when a load fails, tries again `intervalMs` later, up to `retries` times.
 * A load that is merely slow is waited for: on a phone's first visit the script can take seconds to arrive,
 * and only a load that failed is a missing script. Calls exactly one of `onLoaded` / `onGiveUp`, unless
 * cancelled first. Returns the cancel function.
 */
export function loadParticleScript({
  attempt,
  onLoaded,
  onGiveUp,
  retries = PARTICLE_RETRY_LIMIT,
  intervalMs = PARTICLE_RETRY_INTERVAL_MS,
}: RetryOptions): () => void {
  let retriesLeft = retries;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const run = () => {
    let settled = false;
    // True for an attempt's first report only, and never after cancel.
    const settle = () => {
      if (settled || cancelled) return false;
      settled = true;
      return true;
    };
    attempt({
      loaded: () => {
        if (settle()) onLoaded();
      },
      failed: () => {
        if (!settle()) return;
        if (retriesLeft === 0) {
          onGiveUp();
          return;
        }
        retriesLeft -= 1;
        timer = setTimeout(run, intervalMs);
      },
    });
  };
  run();

  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
