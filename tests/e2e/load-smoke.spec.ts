import autocannon from "autocannon";
import { expect, test } from "@playwright/test";

// A smoke run of the load benchmark: 1,000 requests over 20 connections at once. It counts answers, not time:
// it checks for errors only, never for speed (npm run bench:load measures that). A fixed number of requests
// rather than 5 s of them: the same check, and as long as this machine takes for it rather than always 5 s.
const REQUESTS = 1000;

test(`${REQUESTS} requests, 20 at a time, on / and /aboutme: no errors, every answer 2xx`, async ({
  baseURL,
}) => {
  test.setTimeout(30_000);
  const result = await autocannon({
    url: baseURL ?? "http://127.0.0.1:3210",
    amount: REQUESTS,
    connections: 20,
    requests: [{ path: "/" }, { path: "/aboutme" }],
  });
  expect(result.requests.total).toBeGreaterThanOrEqual(REQUESTS);
  expect(result.errors + result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
});
