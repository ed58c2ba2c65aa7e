import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { freePort } from "../../tools/local/ports.mjs";
import { exportIsBuilt } from "../../tools/local/servers.mjs";
import { pagePaths } from "./helpers";

/** The headers out/_headers gives every path (its `/*` rule), as the owner's host would send them. */
function everyPathHeaders(): [string, string][] {
  const rule = readFileSync("out/_headers", "utf8")
    .split(/\n(?=\S)/)
    .find((block) => block.startsWith("/*\n"));
  return (rule ?? "")
    .split("\n")
    .slice(1)
    .map(
      (line) =>
        line
          .trim()
          .split(/: (.*)/s)
          .slice(0, 2) as [string, string],
    );
}

test("npm run preview serves every page of the export on PORT with the headers of out/_headers", async ({
  request,
}) => {
  if (!exportIsBuilt()) throw new Error("no out/: run `npm run build:static` first (npm test does)");
  test.setTimeout(120_000);
  const port = await freePort();
  const preview = spawn(process.execPath, ["tools/local/preview.mjs"], {
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    // Ready when it says where it serves; it fails with its reason otherwise.
    let said = "";
    const ready = new Promise<void>((resolve, reject) => {
      preview.stdout.on("data", (chunk: Buffer) => {
        said += chunk;
        if (said.includes(`http://127.0.0.1:${port}`)) resolve();
      });
      preview.stderr.on("data", (chunk: Buffer) => (said += chunk));
      preview.once("exit", (code) => reject(new Error(`npm run preview stopped (${code}): ${said}`)));
    });
    await ready;
    const headers = everyPathHeaders();
    expect(headers.length).toBeGreaterThan(3);
    for (const path of pagePaths) {
      const response = await request.get(`http://127.0.0.1:${port}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("text/html");
      for (const [key, value] of headers)
        expect(response.headers()[key.toLowerCase()], `${path}: ${key}`).toBe(value);
    }
    const missing = await request.get(`http://127.0.0.1:${port}/no-such-page`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  } finally {
    if (preview.exitCode === null && preview.pid) {
      process.kill(preview.pid, "SIGTERM");
      await once(preview, "exit");
    }
  }
});
