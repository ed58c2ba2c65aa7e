// @ts-check
// The report's section on #67's arms: each sampled page as the site serves it, without each arm, and without
// any, beside its content floor and the bare floor, under both throttling modes, in turns; with each build's
// document bytes and Lighthouse's main-thread time by cause.
import { join } from "node:path";
import { defaultLanguageCode, languageOfPath, prerenderedRoutes } from "../../lib/routes.mjs";
import { OPTIONAL_STEPS as ARMS } from "../../tools/pipeline/optional-steps.mjs";
import { NEXT_DIR } from "../../tools/pipeline/next-output.mjs";
import { prerenderedPages } from "../../tools/pipeline/sizes.mjs";
import { armVerdict, pairedInterval } from "../stats.mjs";
import { CAUSES, inTurns, medianOf, withInterval, workByCauseOf } from "./lighthouse.mjs";

/**
 * @typedef {import("../run.mjs").Bench} Bench
 * @typedef {import("./lighthouse.mjs").Run} Run
 * @typedef {{ key: string, dir: string, origin: string }} Served  a build and the server that serves it
 */

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/** A target's medians: performance, TBT, LCP and the main thread's ms by cause, as table cells. @param {Run[]} of */
const measured = (of) =>
  [
    .../** @type {const} */ (["score", "tbt", "lcp"]).map((metric) => medianOf(of, metric)),
    ...workByCauseOf(of),
  ].join(" | ");

/**
 * @param {Bench} bench @param {Served[]} variants  the site first, then its builds without arms
 * @returns {Promise<string[]>} the section's lines
 */
export async function armsSection({ pages, floorUrl }, variants, rounds = 3) {
  // Pages of one kind differ in their language only by their words: the default language's.
  const sampled = pages.filter(({ path }) => languageOfPath(path) === defaultLanguageCode);
  const targets = sampled.flatMap(({ path, contentFloorUrl }) => [
    ...variants.map(({ key, origin }) => ({ key: `${path} ${key}`, url: `${origin}${path}` })),
    { key: `${path} content floor`, url: contentFloorUrl },
  ]);
  targets.push({ key: "floor page", url: floorUrl });
  /** @type {string[]} */
  const failed = [];
  const modes = /** @type {const} */ ([
    ["simulated", await inTurns(targets, "simulate", rounds, failed)],
    ["applied", await inTurns(targets, "devtools", rounds, failed)],
  ]);
  const htmlOf = (/** @type {string} */ path) => prerenderedRoutes.find((route) => route.path === path)?.html;
  const documents = new Map(variants.map(({ key, dir }) => [key, prerenderedPages(join(dir, NEXT_DIR))]));
  const documentOf = (/** @type {string} */ key, /** @type {string} */ path) =>
    documents.get(key)?.find((page) => page.file === htmlOf(path));

  const lines = [
    "## #67's arms",
    "",
    `Each sampled page as the site serves it, built again without one arm (\`BUILD_STEPS_OFF\`, tools/pipeline/optional-steps.mjs) and without any, beside its content floor and the bare floor: median of ${rounds} Lighthouse runs (mobile) per throttling mode, in turns. Document: the HTML's raw and gzip kB; main thread: Lighthouse's ms by cause.`,
    "",
    ...Object.entries(ARMS).map(([arm, what]) => `- ${arm}: ${what}`),
    "",
    `| Page | Build | Document kB (gzip) | Throttling | Performance | TBT ms | LCP ms | ${Object.values(CAUSES).join(" | ")} |`,
    `| --- | --- | --- | --- | --- | --- | --- | ${Object.values(CAUSES)
      .map(() => "---")
      .join(" | ")} |`,
  ];
  const rowsOf = (/** @type {string} */ key) => modes.map(([mode, runs]) => [mode, runs.get(key) ?? []]);
  for (const { path } of sampled)
    for (const { key } of [...variants, { key: "content floor" }]) {
      const document = documentOf(key, path);
      const size = document ? `${kb(document.rawBytes)} (${kb(document.gzipBytes)})` : "—";
      for (const [mode, runs] of rowsOf(`${path} ${key}`)) {
        lines.push(`| ${path} | ${key} | ${size} | ${mode} | ${measured(/** @type {Run[]} */ (runs))} |`);
      }
    }
  for (const [mode, runs] of rowsOf("floor page"))
    lines.push(`| floor page | — | — | ${mode} | ${measured(/** @type {Run[]} */ (runs))} |`);
  const bytesOf = (/** @type {string} */ key, /** @type {string} */ path) =>
    documentOf(key, path)?.rawBytes ?? NaN;
  lines.push("", ...verdicts(sampled, variants, modes, bytesOf), "");
  if (failed.length) lines.push(`Runs that returned no metrics and were repeated: ${failed.join("; ")}.`, "");
  return lines;
}

/**
 * Per arm, what taking it away does (the build without it minus the site), per page: document bytes, and
 * applied-throttling TBT and LCP; an arm that makes neither worse anywhere is kept.
 * @param {{ path: string }[]} sampled @param {Served[]} variants
 * @param {readonly (readonly [string, Map<string, Run[]>])[]} modes
 * @param {(key: string, path: string) => number} bytesOf  a build's document of a page, raw bytes
 */
export function verdicts(sampled, variants, modes, bytesOf) {
  const [site, ...others] = variants;
  const applied = modes.find(([mode]) => mode === "applied")?.[1];
  if (!site || !applied) return [];
  const lines = [
    "What each arm is worth: the build without it minus the site, per page (document kB; applied TBT and LCP ms: the difference of medians and its 95 % interval, resampled by turn). A positive difference is what the arm saves; an arm costs time only where the whole interval is below 0.",
    "",
    "| Without | Page | Document | TBT | LCP | Verdict |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const variant of others)
    for (const { path } of sampled) {
      const of = (/** @type {Served} */ build) => applied.get(`${path} ${build.key}`) ?? [];
      const difference = (/** @type {"tbt" | "lcp"} */ metric) =>
        pairedInterval(
          of(variant).map((run) => run[metric]),
          of(site).map((run) => run[metric]),
          (without, kept) => without - kept,
        );
      const tbt = difference("tbt");
      const lcp = difference("lcp");
      lines.push(
        `| ${variant.key.replace(/^without /, "")} | ${path} | ${kb(bytesOf(variant.key, path) - bytesOf(site.key, path))} | ${withInterval(tbt)} | ${withInterval(lcp)} | ${armVerdict([tbt, lcp])} |`,
      );
    }
  return lines;
}
