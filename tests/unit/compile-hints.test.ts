import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addCompileHints, COMPILE_HINT } from "@/tools/build/compile-hints.mjs";
import { startupChunks } from "@/tools/build/next-output.mjs";

function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), "hints-"));
  mkdirSync(join(dir, "diagnostics"));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const shared = file("shared.js", "console.log('shared');");
  const home = file("home.js", "console.log('home');");
  const css = file("home.css", "body{}");
  const lazy = file("lazy.js", "console.log('lazy');");
  const stats = [
    { route: "/", firstLoadChunkPaths: [shared, home, css] },
    { route: "/aboutme", firstLoadChunkPaths: [shared] },
  ];
  writeFileSync(join(dir, "diagnostics/route-bundle-stats.json"), JSON.stringify(stats));
  return { dir, shared, home, css, lazy };
}

describe("V8 compile hints on the start-up chunks", () => {
  it("lists each route's start-up JavaScript once", () => {
    const build = fakeBuild();
    expect(startupChunks(build.dir)).toEqual([build.shared, build.home]);
  });

  it("puts the hint on the first line of start-up chunks only, once", () => {
    const build = fakeBuild();
    expect(addCompileHints(build.dir)).toEqual({ changed: 2 });
    expect(readFileSync(build.home, "utf8")).toBe(`${COMPILE_HINT}console.log('home');`);
    expect(readFileSync(build.lazy, "utf8")).toBe("console.log('lazy');");
    expect(readFileSync(build.css, "utf8")).toBe("body{}");
    expect(addCompileHints(build.dir)).toEqual({ changed: 0 });
    expect(readFileSync(build.shared, "utf8")).toBe(`${COMPILE_HINT}console.log('shared');`);
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
    expect(readFileSync(build.home, "utf8")).toBe("console.log('home');");
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
