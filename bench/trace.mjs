// @ts-check
// Records a Chromium performance trace over CDP while `during` runs (the bench's trace readers share it).

/**
 * @param {import("@playwright/test").CDPSession} cdp
 * @param {string[]} categories  trace categories to record
 * @param {() => Promise<unknown>} during  what to trace
 * @returns {Promise<any[]>} the trace events
 */
export async function recordTrace(cdp, categories, during) {
  /** @type {any[]} */
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: categories } });
  await during();
  await cdp.send("Tracing.end");
  await done;
  return events;
}
