import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prerenderedRoutes } from "@/lib/routes.mjs";
import { hashesOfHtml } from "@/tools/pipeline/csp-hashes.mjs";
import {
  ASSUMPTIONS,
  COMPILE_HINT,
  COMPILE_HINT_MIN_BYTES,
  flightScript,
  replaceHeaderRules,
  routesManifestPath,
  servedScriptHashes,
} from "@/tools/pipeline/next-output.mjs";
import { checkBuild, settle } from "@/tools/pipeline/check-output.mjs";
import { headerRules, noScriptHashes } from "@/lib/security-headers.mjs";
import { writeTree } from "./tree";

/** A start-up chunk big enough for the compile hint. */
const bigScript = "f();".repeat(COMPILE_HINT_MIN_BYTES / 4);

const HREF = "/_next/static/chunks/site.css";
/** A page as `npm run build` leaves it: its stylesheet inlined before Next's disabled link, its React payload. */
const builtPage = (name: string) =>
  `<!DOCTYPE html><html><head><style>h1{}</style><link rel="stylesheet" href="${HREF}" disabled=""/></head>` +
  `<body><main></main><script id="_R_">boot()</script>${flightScript(`0:${JSON.stringify(name)}\n`)}</body></html>`;

/** A finished build, with route stats naming two hinted chunks; `policy`: each page's hashes in its headers. */
function finishedBuild() {
  const chunks = [".next/static/chunks/a.js", ".next/static/chunks/b.js"];
  // Turbopack lists a dynamic route once, under its pattern: each service's page is counted from it.
  const stats = [
    ...prerenderedRoutes
      .filter(({ path }) => !path.startsWith("/services/"))
      .map(({ path }) => ({ route: path, firstLoadChunkPaths: chunks })),
    { route: "/services/[id]", firstLoadChunkPaths: chunks },
  ];
  const root = writeTree({
    ...Object.fromEntries(prerenderedRoutes.map(({ html }) => [`.next/server/app/${html}`, builtPage(html)])),
    ".next/server/pages/404.html": builtPage("_not-found.html"),
    ...Object.fromEntries(chunks.map((chunk) => [chunk, COMPILE_HINT + bigScript])),
    ".next/diagnostics/route-bundle-stats.json": JSON.stringify(stats),
  });
  const policy = Object.fromEntries(
    prerenderedRoutes.map(({ path, html }) => [path, hashesOfHtml(builtPage(html))]),
  );
  return { dir: join(root, ".next"), root, policy };
}

const brokenNames = (report: ReturnType<typeof checkBuild>) => report.broken.map(({ name }) => name);

describe("the check of a build against Next's output assumptions", () => {
  it("finds every assumption holding in a build as npm run build leaves it, and says what it checked", () => {
    const { dir, policy } = finishedBuild();
    const report = checkBuild(policy, dir);
    expect(report.broken).toEqual([]);
    expect(report.held.join("; ")).toMatch(
      new RegExp(
        `stylesheet inlined in ${prerenderedRoutes.length + 1} of ${prerenderedRoutes.length + 1}.*compile hint on 2 start-up chunks`,
      ),
    );
  });

  it("names the page whose stylesheet is still linked", () => {
    const { dir, policy } = finishedBuild();
    writeFileSync(join(dir, "server/pages/404.html"), `<link rel="stylesheet" href="${HREF}"/>`);
    const report = checkBuild(policy, dir);
    expect(brokenNames(report)).toContain("stylesheetLink");
    expect(report.broken.find(({ name }) => name === "stylesheetLink")?.message).toMatch(
      /Next\.js \S+ broke the assumption "stylesheetLink".*server\/pages\/404\.html/,
    );
  });

  it("names the page and the hash of an inline script its policy does not allow", () => {
    const { dir, policy } = finishedBuild();
    const about = prerenderedRoutes[1]!;
    writeFileSync(join(dir, "server/app", about.html), builtPage("changed after it was hashed"));
    const report = checkBuild(policy, dir);
    expect(brokenNames(report)).toEqual(["headersInRoutesManifest"]);
    expect(report.broken[0]!.message).toMatch(new RegExp(`${about.html}: sha256-`));
  });

  it("names a missing prerendered page and stops there", () => {
    const { dir, policy } = finishedBuild();
    rmSync(join(dir, "server/app", prerenderedRoutes[0]!.html));
    expect(brokenNames(checkBuild(policy, dir))).toEqual(["prerenderedHtml"]);
  });

  it("names a start-up chunk that is missing or has no compile hint", () => {
    const { dir, root, policy } = finishedBuild();
    // Too small for the hint: nothing is missing.
    writeFileSync(join(root, ".next/static/chunks/b.js"), "f();");
    expect(checkBuild(policy, dir).broken).toEqual([]);
    writeFileSync(join(root, ".next/static/chunks/b.js"), bigScript);
    expect(checkBuild(policy, dir).broken[0]?.message).toMatch(/without the compile hint: .*b\.js/);
    rmSync(join(root, ".next/static/chunks/b.js"));
    expect(checkBuild(policy, dir).broken[0]?.message).toMatch(/do not exist: .*b\.js/);
  });

  it("lets a deploy build go on without the compile hint's input, but not npm test", () => {
    const { dir, policy } = finishedBuild();
    rmSync(join(dir, "diagnostics"), { recursive: true });
    const report = checkBuild(policy, dir);
    expect(brokenNames(report)).toEqual(["routeBundleStats"]);
    const lines: string[] = [];
    expect(settle(report, { strict: false, log: (line) => lines.push(line) })).toBe(true);
    expect(lines[0]).toMatch(
      /^⚠ .*"routeBundleStats".*route-bundle-stats\.json is missing\..*the build goes on/,
    );
    expect(settle(report, { strict: true, log: () => {} })).toBe(false);
  });

  it("names the page whose payload it cannot read row by row, and lets a deploy build go on", () => {
    const { dir, policy } = finishedBuild();
    const { path, html } = prerenderedRoutes[1]!;
    const file = join(dir, "server/app", html);
    const page = readFileSync(file, "utf8").replace(/<script>self.*?<\/script>/s, flightScript("0:Z1\n"));
    writeFileSync(file, page);
    const report = checkBuild({ ...policy, [path]: hashesOfHtml(page) }, dir);
    expect(brokenNames(report)).toEqual(["payloadRows"]);
    expect(report.broken[0]!.message).toMatch(
      new RegExp(`${html.replace(".", "\\.")}: .*kind it does not know`),
    );
    expect(settle(report, { strict: false, log: () => {} })).toBe(true);
    expect(settle(report, { strict: true, log: () => {} })).toBe(false);
  });

  it("never lets a build go on when an assumption the site needs is broken", () => {
    const { dir, policy } = finishedBuild();
    rmSync(join(dir, "server/app", prerenderedRoutes[0]!.html));
    expect(ASSUMPTIONS.prerenderedHtml.needed).toBe(true);
    expect(settle(checkBuild(policy, dir), { strict: false, log: () => {} })).toBe(false);
  });
});

describe("the policy put into the build's routes manifest", () => {
  /** A routes manifest as `next build` writes it from `rules`: each with the regex Next derives. */
  function builtManifest(rules: ReturnType<typeof headerRules>) {
    const dir = join(mkdtempSync(join(tmpdir(), "routes-manifest-")), ".next");
    mkdirSync(dir, { recursive: true });
    const headers = rules.map((rule) => ({ ...rule, regex: `^${rule.source}$` }));
    writeFileSync(routesManifestPath(dir), JSON.stringify({ version: 3, redirects: [], headers }));
    return dir;
  }
  const built = () => headerRules(noScriptHashes(prerenderedRoutes));
  const hashes = () =>
    Object.fromEntries(
      Object.keys(noScriptHashes(prerenderedRoutes)).map((path) => [path, [`sha256-${path.length}=`]]),
    );

  it("replaces each rule's headers, keeps what Next derived, and is read back per page", () => {
    const dir = builtManifest(built());
    replaceHeaderRules(built(), headerRules(hashes()), dir);
    const manifest = JSON.parse(readFileSync(routesManifestPath(dir), "utf8"));
    expect(manifest.version).toBe(3);
    expect(manifest.headers.map((rule: { regex: string }) => rule.regex)).toEqual(
      built().map((rule) => `^${rule.source}$`),
    );
    expect(servedScriptHashes(dir)).toEqual(
      Object.fromEntries(prerenderedRoutes.map(({ path }) => [path, hashes()[path]])),
    );
  });

  it("stops, naming the assumption, when the manifest does not hold next.config's rules verbatim", () => {
    const rules = built();
    const changed = rules.map((rule, index) =>
      index === 1 ? { ...rule, headers: [{ key: "Content-Security-Policy", value: "escaped" }] } : rule,
    );
    for (const dir of [builtManifest(changed), builtManifest(rules.slice(1))]) {
      expect(() => replaceHeaderRules(built(), headerRules(hashes()), dir)).toThrow(
        /broke the assumption "headersInRoutesManifest".*routes-manifest\.json holds/,
      );
    }
  });
});
