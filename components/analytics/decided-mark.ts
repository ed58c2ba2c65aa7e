/**
 * The `performance` mark the Analytics component sets at the moment the provider loads, or would have, with
 * why in its `detail`: "loading", or "opted out" for a visitor who is not counted. The tests (and anyone in
 * DevTools) wait on it instead of guessing how long two idle moments take on a busy machine.
 */
export const ANALYTICS_DECIDED_MARK = "analytics:decided";
