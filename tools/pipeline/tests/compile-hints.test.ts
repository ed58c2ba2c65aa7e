import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addCompileHints, COMPILE_HINT } from "@/tools/pipeline/compile-hints.mjs";
import { COMPILE_HINT_MIN_BYTES, startupChunks } from "@/tools/pipeline/next-output.mjs";

/** A script of exactly `bytes` bytes. */
const scriptOf = (bytes: number, name: string) => {
  const statement = `console.log('${name}');`;
  return `/*${"x".repeat(bytes - statement.length - 4)}*/${statement}`;
};

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "hints-"));
  mkdirSync(join(dir, "diagnostics"));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const shared = file("shared.js", scriptOf(COMPILE_HINT_MIN_BYTES, "shared"));
  const home = file("home.js", scriptOf(COMPILE_HINT_MIN_BYTES + 500, "home"));
  // One byte short of the hint's worth: compiling it lazily costs less than the hint's own bytes.
  const small = file("small.js", scriptOf(COMPILE_HINT_MIN_BYTES - 1, "small"));
  const css = file("home.css", "body{}");
  const lazy = file("lazy.js", scriptOf(COMPILE_HINT_MIN_BYTES, "lazy"));
  const stats = [
    { route: "/", firstLoadChunkPaths: [shared, home, small, css] },
    { route: "/aboutme", firstLoadChunkPaths: [shared] },
  ];
  writeFileSync(join(dir, "diagnostics/route-bundle-stats.json"), JSON.stringify(stats));
  return { dir, shared, home, small, css, lazy };
}

describe("V8 compile hints on the start-up chunks", () => {
  it("lists each route's start-up JavaScript once", () => {
    const build = fakeBuild();
    expect(startupChunks(build.dir)).toEqual([build.shared, build.home, build.small]);
  });

  it("puts the hint on the first line of start-up chunks big enough for it only, once", () => {
    const build = fakeBuild();
    expect(addCompileHints(build.dir)).toEqual({ changed: 2 });
    expect(readFileSync(build.home, "utf8")).toBe(
      COMPILE_HINT + scriptOf(COMPILE_HINT_MIN_BYTES + 500, "home"),
    );
    expect(readFileSync(build.small, "utf8")).toBe(scriptOf(COMPILE_HINT_MIN_BYTES - 1, "small"));
    expect(readFileSync(build.lazy, "utf8")).toBe(scriptOf(COMPILE_HINT_MIN_BYTES, "lazy"));
    expect(readFileSync(build.css, "utf8")).toBe("body{}");
    expect(addCompileHints(build.dir)).toEqual({ changed: 0 });
    expect(readFileSync(build.shared, "utf8")).toBe(
      COMPILE_HINT + scriptOf(COMPILE_HINT_MIN_BYTES, "shared"),
    );
  });

  // The stats are a framework internal: an upgrade that moves them must not fail the owner's deploy.
  it("warns and changes nothing when the build has no route stats", () => {
    const build = fakeBuild();
    rmSync(join(build.dir, "diagnostics"), { recursive: true });
    const result = addCompileHints(build.dir);
    expect(result.changed).toBe(0);
    expect(result.warning).toMatch(
      /compile hints skipped\..*"routeBundleStats".*route-bundle-stats\.json is missing/,
    );
    expect(readFileSync(build.home, "utf8")).toBe(scriptOf(COMPILE_HINT_MIN_BYTES + 500, "home"));
  });

  it("warns when the route stats are not in the shape it knows", () => {
    const build = fakeBuild();
    writeFileSync(join(build.dir, "diagnostics/route-bundle-stats.json"), '{"routes": {}}');
    const result = addCompileHints(build.dir);
    expect(result).toEqual({
      changed: 0,
      warning: expect.stringMatching(/compile hints skipped\..*route-bundle-stats\.json has another shape/),
    });
  });

  it("is the magic comment V8 looks for", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
