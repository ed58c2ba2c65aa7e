// @ts-check
// The servers a process starts stop when it exits, however it exits (a thrown error too), so a failed run
// leaves no server holding a port where the next run would find the old one answering.

/** @type {Set<() => void>} */
const stops = new Set();
process.once("exit", () => {
  for (const stop of stops) stop();
});

/**
 * Runs `stop` when this process exits; returns it, unregistered once called.
 * @param {() => void} stop
 */
export function stopOnExit(stop) {
  const once = () => {
    if (!stops.delete(once)) return;
    stop();
  };
  stops.add(once);
  return once;
}
