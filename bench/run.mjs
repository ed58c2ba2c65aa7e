// @ts-check
// `npm run bench`: builds the site for a local origin, its static export and the floors (bench/floor.mjs),
// serves them, and writes bench/results/<date>.md, one section per module in bench/sections/: Lighthouse
// against the floors (the targets, bench/targets.mjs), the main thread by script, start-up JavaScript and
// inline payload, and throughput. Not part of npm test: speed is measured here, never asserted there.
//   BENCH_RUNS (5)          Lighthouse runs per target with simulated throttling
//   BENCH_APPLIED_RUNS      … with the loads throttled for real (as many by default)
//   BENCH_TRACES (3)        main-thread traces per target
//   BENCH_ARM_RUNS (3)      Lighthouse runs per target and mode for #67's arms (bench/arms.mjs); 0: none
//   BENCH_SECTIONS (all)    the report's sections to run, by name: lighthouse,arms,main-thread,javascript,throughput
//   BENCH_PAGES (all)       the sampled pages to measure, by path (lib/routes.mjs, samplePagePaths): /aboutme,/es
//   BENCH_PORT (3331)       next start's port: the site is built for that origin
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { samplePagePaths } from "../lib/routes.mjs";
import { startNext } from "../tools/local/servers.mjs";
import { buildVariants } from "./arms.mjs";
import { buildSite } from "./build.mjs";
import { buildFloor, headersNotAsSite } from "./floor.mjs";
import { armsSection } from "./sections/arms.mjs";
import { javascriptSection } from "./sections/javascript.mjs";
import { lighthouseSection } from "./sections/lighthouse.mjs";
import { mainThreadSection } from "./sections/main-thread.mjs";
import { throughputSection } from "./sections/throughput.mjs";

/**
 * What every section is given.
 * @typedef {{ origin: string, floorUrl: string, runs: number, appliedRuns: number, traces: number,
 *   pages: { path: string, url: string, contentFloorUrl: string }[] }} Bench
 *   `pages`: one page of each kind (the service pages differ only in their words), with its content floor
 */

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3331);
const origin = `http://127.0.0.1:${port}`;
// Ctrl-C or a kill ends the bench through process.exit, so the servers it started go with it.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => process.exit(130));

const armRuns = Number(process.env.BENCH_ARM_RUNS ?? 3);
const SECTIONS = ["lighthouse", "arms", "main-thread", "javascript", "throughput"];
const chosen = process.env.BENCH_SECTIONS?.split(",");
for (const name of chosen ?? [])
  if (!SECTIONS.includes(name))
    throw new Error(`BENCH_SECTIONS names "${name}": the sections are ${SECTIONS.join(", ")}`);
const wanted = (/** @type {string} */ name) => !chosen || chosen.includes(name);
const chosenPages = process.env.BENCH_PAGES?.split(",");
for (const path of chosenPages ?? [])
  if (!samplePagePaths.includes(path))
    throw new Error(`BENCH_PAGES names "${path}": the sampled pages are ${samplePagePaths.join(", ")}`);
// The arms' builds first: each is copied out of .next, which the site's own build then takes. The export next: it
// moves .next aside while it builds. The floors read the site's build.
const variants = armRuns > 0 && wanted("arms") ? buildVariants(origin) : [];
buildSite(origin, { exported: true });
const floorDir = buildFloor({ content: false });
const contentDir = buildFloor({ content: true });
const servers = [await startNext(".", port), await startNext(floorDir), await startNext(contentDir)];
for (const { dir } of variants) servers.push(await startNext(dir));
try {
  const [, floor, content] = servers.map((server) => server.origin);
  // A floor served with other headers than the site's loads another way (bench/floor.mjs, FLOOR_HEADER_RULES).
  for (const served of [origin, floor, content]) {
    const wrong = headersNotAsSite((await fetch(`${served}/`)).headers);
    if (wrong.length)
      throw new Error(`${served}/ is not served as the site is; it lacks ${wrong.join("; ")}`);
  }
  /** @type {Bench} */
  const bench = {
    origin,
    floorUrl: `${floor}/`,
    runs,
    appliedRuns: Number(process.env.BENCH_APPLIED_RUNS ?? runs),
    traces: Number(process.env.BENCH_TRACES ?? 3),
    pages: (chosenPages ?? samplePagePaths).map((path) => ({
      path,
      url: `${origin}${path}`,
      contentFloorUrl: `${content}${path}`,
    })),
  };
  const date = new Date().toISOString().slice(0, 10);
  const report = [
    `# Benchmark ${date}`,
    "",
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}. Production build (\`next start\`) on ${origin}, Debian Chromium.`,
    "",
  ];
  const served = [
    { key: "site", dir: ".", origin },
    ...variants.map(({ key, dir }, index) => ({ key, dir, origin: servers[3 + index]?.origin ?? "" })),
  ];
  const arms = async (/** @type {Bench} */ bench) =>
    variants.length ? armsSection(bench, served, armRuns) : [];
  /** @type {Record<string, (bench: Bench) => string[] | Promise<string[]>>} */
  const sections = {
    lighthouse: lighthouseSection,
    arms,
    "main-thread": mainThreadSection,
    javascript: javascriptSection,
    throughput: throughputSection,
  };
  for (const section of Object.entries(sections).flatMap(([name, section]) =>
    wanted(name) ? [section] : [],
  )) {
    const lines = await section(bench);
    console.log(lines.join("\n"));
    report.push(...lines);
  }
  mkdirSync("bench/results", { recursive: true });
  // A second run on the same day gets its own report: the reports are the history.
  let file = `bench/results/${date}.md`;
  for (let n = 2; existsSync(file); n++) file = `bench/results/${date}-${n}.md`;
  writeFileSync(file, `${report.join("\n")}\n`);
  console.log(`\nwrote ${file}`);
} finally {
  for (const server of servers) server.stop();
}
