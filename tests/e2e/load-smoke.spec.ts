import autocannon from "autocannon";
import { expect, test } from "@playwright/test";

// A 5-second smoke run of the load benchmark: it checks for errors only, never for speed.
test("5 s of load on / and /aboutme: no errors, every answer 2xx", async ({ baseURL }) => {
  test.setTimeout(30_000);
  const result = await autocannon({
    url: baseURL ?? "http://127.0.0.1:3210",
    duration: 5,
    connections: 20,
    requests: [{ path: "/" }, { path: "/aboutme" }],
  });
  expect(result.requests.total).toBeGreaterThan(0);
  expect(result.errors + result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
});
