// `npm run audit:headers`: the MDN HTTP Observatory scan of the local production server.
// The Observatory is installed on demand (not a project dependency) without its install scripts, which
// download lists and fail offline; it gets an empty HSTS preload list and TLD list instead.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startNext } from "../tools/local/servers.mjs";
import { buildSite } from "./build.mjs";

const VERSION = "1.4.8";
const dir = resolve("node_modules/.cache/mdn-http-observatory");
const pkg = join(dir, "node_modules/@mdn/mdn-http-observatory");

if (!existsSync(join(pkg, "package.json"))) {
  console.log(`▶ installing @mdn/mdn-http-observatory@${VERSION} (--ignore-scripts) into ${dir}`);
  mkdirSync(dir, { recursive: true });
  const args = ["--prefix", dir, "--no-save", "--no-audit", "--no-fund", "--ignore-scripts"];
  const result = spawnSync("npm", ["install", ...args, `@mdn/mdn-http-observatory@${VERSION}`], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(1);
}
writeFileSync(join(pkg, "conf/hsts-preload.json"), "{}\n");
writeFileSync(join(pkg, "conf/tld-list.json"), "[]\n");

const port = Number(process.env.BENCH_PORT ?? 3341);
if (!process.argv.includes("--no-build")) buildSite(`http://127.0.0.1:${port}`);
const server = await startNext(".", port);
let output;
try {
  output = execFileSync(process.execPath, [join(pkg, "src/scan.js"), `127.0.0.1:${port}`], {
    encoding: "utf8",
  });
} finally {
  server.stop();
}
const { scan, tests, error } = JSON.parse(output);
if (error) throw new Error(error);

// These two can only pass over HTTPS, which a local server does not speak.
const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);
console.log("\n| Test | Pass | Result | Score modifier |\n| --- | --- | --- | --- |");
for (const [name, test] of Object.entries(tests)) {
  console.log(`| ${name} | ${test.pass ? "yes" : "no"} | ${test.result} | ${test.scoreModifier} |`);
}
const otherFailures = Object.entries(tests).filter(([name, test]) => !test.pass && !NEEDS_HTTPS.has(name));
// Over HTTPS the two HTTPS-only tests pass with modifier 0, and bonuses count once the base reaches 90.
const base = 100 + otherFailures.reduce((sum, [, test]) => sum + Math.min(0, test.scoreModifier), 0);
const bonus = Object.values(tests).reduce(
  (sum, test) => sum + (test.pass ? Math.max(0, test.scoreModifier) : 0),
  0,
);
const httpsScore = base >= 90 ? base + bonus : base;
console.log(
  `\nOver HTTP (this machine): score ${scan.score}, grade ${scan.grade}, ${scan.testsPassed}/${scan.testsQuantity} tests pass.`,
);
console.log(`The same headers over HTTPS: score ${httpsScore} (${httpsScore >= 100 ? "A+" : "below A+"}).`);
process.exit(otherFailures.length === 0 ? 0 : 1);
