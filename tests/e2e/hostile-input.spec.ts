import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { pagePaths, servedPaths } from "./helpers";

type Probe = { method: string; path: string; headers?: Record<string, string> };
type Answer = { status: number; location?: string; body: string };

/** Sends a request with the path exactly as given (no URL normalisation), as a scanner would. */
function send(port: number, probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: probe.method,
        path: probe.path,
        headers: probe.headers,
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${probe.method} ${probe.path.slice(0, 80)}`)));
    req.on("error", reject);
    req.end(probe.method === "POST" || probe.method === "PUT" ? "x=1" : undefined);
  });
}

function probes(): Probe[] {
  const paths = [
    "/%",
    "/%E0%A4%A",
    "/%zz",
    "/%%32%65",
    "/aboutme%",
    `/${"a".repeat(8 * 1024)}`,
    `/${"%41".repeat(2000)}`,
    "/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/package.json",
    "/_next/../../package.json",
    "/_next/static/../../../.env",
    "/%00",
    "/aboutme%00.html",
    "/index.html%00",
    "/über-uns",
    "/%F0%9F%98%80",
    encodeURI("/관리자"),
    "/AboutMe",
    "/ABOUTME",
    "/aboutme/",
    "//aboutme",
    "/aboutme//",
    "/aboutme/./",
    "/wp-admin/",
    "/.env",
    "/.git/config",
    "/api/../../server.js",
    "/_next/image?url=http://169.254.169.254&w=64&q=75",
    "/_next/static/chunks/missing.js",
  ];
  const queries = [
    "",
    "?a=1",
    "?%",
    "?x=%zz",
    `?q=${"b".repeat(4000)}`,
    "?__proto__[x]=1",
    "?<script>alert(1)</script>",
    "?a=1&a=2&a[]=3",
  ];
  const methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT"];
  const list: Probe[] = [];
  for (const path of [...paths, ...pagePaths]) {
    for (const query of queries) for (const method of methods) list.push({ method, path: path + query });
  }
  // Oversized and odd headers.
  for (const path of servedPaths) {
    list.push({ method: "GET", path, headers: { "x-big": "y".repeat(20 * 1024) } });
    list.push({ method: "GET", path, headers: { cookie: "c=".concat("z".repeat(12 * 1024)) } });
    list.push({ method: "GET", path, headers: { "accept-language": "*".repeat(5000) } });
    list.push({ method: "GET", path, headers: { rsc: "1", "next-router-state-tree": "%%%" } });
  }
  return list;
}

const LEAKS = [
  /\n\s+at [\w.<>]+ \(/,
  /\/work\/|\/home\/|node_modules\//,
  /TypeError|ReferenceError|SyntaxError|ENOENT/,
];

test("1,000+ hostile requests, 16 at a time: no 5xx, no leaks, pages 200, 404 for unknown paths, /aboutme/ redirects", async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const port = Number(new URL(baseURL ?? "http://127.0.0.1:3210").port);
  const list = probes();
  expect(list.length).toBeGreaterThanOrEqual(1000);
  const failures: string[] = [];
  const answers = new Map<string, Answer>();
  const concurrency = 16;
  for (let i = 0; i < list.length; i += concurrency) {
    const batch = list.slice(i, i + concurrency);
    const results = await Promise.all(batch.map((probe) => send(port, probe).catch((error: Error) => error)));
    results.forEach((result, j) => {
      const probe = batch[j]!;
      const label = `${probe.method} ${probe.path.slice(0, 60)}`;
      if (result instanceof Error) {
        failures.push(`${label}: ${result.message}`);
        return;
      }
      if (!probe.headers) answers.set(`${probe.method} ${probe.path}`, result);
      if (result.status >= 500) failures.push(`${label}: ${result.status}`);
      for (const leak of LEAKS) if (leak.test(result.body)) failures.push(`${label}: body matches ${leak}`);
    });
  }
  expect(failures).toEqual([]);

  // Trailing slashes redirect to the canonical path before anything else (then 404 if unknown).
  expect(answers.get("GET /wp-admin/")?.location).toBe("/wp-admin");
  expect(answers.get("GET /.git/config")?.status).toBe(404);
  expect(answers.get("GET /.env")?.status).toBe(404);
  expect(answers.get("GET /.env")?.body).toContain("Oops! Page not found");
  expect(answers.get("GET /AboutMe")?.status).toBe(404);
  const trailing = answers.get("GET /aboutme/");
  expect([301, 308]).toContain(trailing?.status);
  expect(trailing?.location).toBe("/aboutme");
  // Among them, every page asked for plainly, as the load smoke test once did on its own: a 2xx each time.
  for (const path of pagePaths)
    for (const query of ["", "?a=1"])
      expect(answers.get(`GET ${path}${query}`)?.status, path + query).toBe(200);
});
