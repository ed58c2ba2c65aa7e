import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const MODULE = resolve("tools/local/stop-on-exit.mjs");

/** Runs `body` in a node process that has registered a stop writing `stopped` to a file; returns the file. */
function runWithStop(body: string) {
  const file = join(mkdtempSync(join(tmpdir(), "stop-on-exit-")), "stopped");
  spawnSync(
    "node",
    [
      "--input-type=module",
      "-e",
      `import { appendFileSync } from "node:fs";
       import { stopOnExit } from ${JSON.stringify(MODULE)};
       const stop = stopOnExit(() => appendFileSync(${JSON.stringify(file)}, "stopped;"));
       ${body}`,
    ],
    { encoding: "utf8" },
  );
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

describe("servers stop with the process that started them (tools/local/stop-on-exit.mjs)", () => {
  it("stops a server when its process ends on a thrown error", () => {
    expect(runWithStop(`throw new Error("the run failed");`)).toBe("stopped;");
  });

  it("stops it when the process ends normally", () => {
    expect(runWithStop(``)).toBe("stopped;");
  });

  it("stops a server once: stopped by hand, it is not stopped again at exit", () => {
    expect(runWithStop(`stop(); stop();`)).toBe("stopped;");
  });
});
