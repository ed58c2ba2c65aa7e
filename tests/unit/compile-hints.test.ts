import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addCompileHints, COMPILE_HINT, startupChunks } from "@/lib/build/compile-hints.mjs";

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
    expect(addCompileHints(build.dir)).toBe(2);
    expect(readFileSync(build.home, "utf8")).toBe(`${COMPILE_HINT}console.log('home');`);
    expect(readFileSync(build.lazy, "utf8")).toBe("console.log('lazy');");
    expect(readFileSync(build.css, "utf8")).toBe("body{}");
    expect(addCompileHints(build.dir)).toBe(0);
    expect(readFileSync(build.shared, "utf8")).toBe(`${COMPILE_HINT}console.log('shared');`);
  });

  it("is the magic comment V8 looks for", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });
});
