// `npm test`: the gate. Lint, format, typecheck, unit tests, the builds (as Vercel builds the site, then the
// static exports) and the end-to-end tests, each the package.json script of its name. Checks and builds run in
// two lanes at once, so neither core waits; the end-to-end tests start when both are done. The first failing
// step stops the run. It ends with where the time went, the failed tests by name, and "N passed, N failed".
// `node tests/harness/run-all.mjs lint format typecheck unit` runs only those steps (`npm run check`).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolveChromePath } from "../../tools/local/browser.mjs";
import { jestFailures, playwrightFailures, slowestTests, timingTable } from "./report.mjs";

const RESULTS = "test-results";
const JEST_REPORT = `${RESULTS}/jest.json`;
const PLAYWRIGHT_REPORT = `${RESULTS}/playwright.json`;
/** The closing summary, kept by `.ci/soak` beside each run's log. */
const TIMING_REPORT = `${RESULTS}/timing.txt`;
const LOGS = `${RESULTS}/logs`;
const ROUTE_TYPES = `${RESULTS}/route-types`;
const env = {
  ...process.env,
  // Non-default configuration, so the tests prove every URL and link follows it; analytics off, as shipped.
  SITE_URL: "https://brightloop.test",
  WHATSAPP_NUMBER: "+44 20 7946 0000",
  PROFILE_URLS: "https://github.com/brightloop-test,https://www.linkedin.com/in/brightloop-test",
  ANALYTICS: "",
  NEXT_TELEMETRY_DISABLED: "1",
  // Every assumption about Next's output must hold, the optimisations' too (tools/pipeline/next-output.mjs).
  NEXT_OUTPUT_STRICT: "1",
  // The typecheck step checks the whole tree beside the builds, which skip Next's second check.
  TYPES_CHECKED_BY_GATE: "1",
  // A secret the builds can read and must not write anywhere (tests/e2e/output.spec.ts).
  BUILD_SECRET_PROBE: `build-secret-${randomBytes(12).toString("hex")}`,
  // The notes and content steps come first; the builds skip their own run of them (content-first.mjs).
  CONTENT_CHECKED_BY_GATE: "1",
};
const npmRun = (script, ...args) => [
  "npm",
  "run",
  "--silent",
  script,
  ...(args.length ? ["--", ...args] : []),
];

/** @typedef {{ name: string, command: string[], counted?: boolean, needsBrowser?: boolean }} Step */
/** @type {Step[][][]} stages, run one after another; the lanes of a stage at once; a lane's steps in order */
const stages = [
  // Before the builds, which replace .next: Next's route types, copied out of it for the typecheck step.
  // The notes and content first: a mistake is named here, once, rather than by every step that reads it.
  [
    [
      { name: "content", command: ["node", "tools/pipeline/check-content.mjs"] },
      // The owner's files are laid out for them before anything reads them; code is checked as written.
      { name: "layout", command: ["node", "tools/local/format-content.mjs"] },
    ],
  ],
  [[{ name: "typegen", command: ["node", "tests/harness/route-types.mjs", ROUTE_TYPES] }]],
  [
    [
      { name: "lint", command: npmRun("lint") },
      { name: "format", command: npmRun("format:check", "--log-level", "warn", "!content/**") },
      {
        name: "unit",
        command: npmRun("test:unit", "--ci", "--json", `--outputFile=${JEST_REPORT}`),
        counted: true,
      },
      {
        name: "typecheck",
        command: ["node_modules/.bin/tsc", "--noEmit", "-p", `${ROUTE_TYPES}/tsconfig.json`],
      },
    ],
    [
      // Vercel's build runs `npm run build`, and its .next is the one next start serves: one build for both.
      { name: "build:vercel", command: npmRun("build:vercel") },
      { name: "build:static", command: npmRun("build:static") },
      // Exports with each analytics provider on, for tests/e2e/analytics.spec.ts.
      { name: "build:static:plausible", command: npmRun("build:static:plausible") },
      { name: "build:static:vercel", command: npmRun("build:static:vercel") },
    ],
  ],
  [[{ name: "e2e", command: npmRun("test:e2e"), counted: true, needsBrowser: true }]],
];
const allSteps = stages.flat(2);

const only = process.argv.slice(2);
const unknown = only.filter((name) => !allSteps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step ${unknown.join(", ")}: the steps are ${allSteps.map((s) => s.name).join(", ")}.`,
  );
  process.exit(2);
}
const needs = { typecheck: ["typegen"], format: ["layout"] };
const chosen = (/** @type {Step} */ step) =>
  only.length === 0 || only.some((name) => name === step.name || needs[name]?.includes(step.name));
const plan = stages
  .map((lanes) => lanes.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0))
  .filter((lanes) => lanes.length > 0);

/** The machine's busy CPU seconds (/proc/stat): what `times` misses, such as a browser's renderers. */
function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}
/** @param {number | undefined} end @param {number | undefined} start */
const difference = (end, start) => (end === undefined || start === undefined ? undefined : end - start);

/** @type {{ name: string, wall: number, cpu?: number, machine?: number, status: string }[]} */
const times = [];
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();
/** @type {Step | undefined} */
let failedStep;

/**
 * Runs one step: alone, to the terminal; beside another lane, to a log printed whole when it ends. bash's
 * `times` reports the CPU time of all it started, on file descriptor 3.
 * @param {Step} step @param {boolean} alone
 */
function runStep(step, alone) {
  const started = performance.now();
  const machineAtStart = machineCpuSeconds();
  const log = `${LOGS}/${step.name.replaceAll(":", "-")}.log`;
  console.log(alone ? `\n▶ ${step.name}` : `▶ ${step.name} started (its output follows when it ends)`);
  return new Promise((done) => {
    const output = alone ? "inherit" : createWriteStream(log);
    const child = spawn("bash", ["-c", '"$@"; status=$?; times >&3; exit $status', "step", ...step.command], {
      env,
      detached: true,
      stdio: [
        "inherit",
        output === "inherit" ? output : "pipe",
        output === "inherit" ? output : "pipe",
        "pipe",
      ],
    });
    running.add(child);
    if (output !== "inherit")
      for (const stream of [child.stdout, child.stderr]) stream?.pipe(output, { end: false });
    let timesReport = "";
    child.stdio[3]?.on("data", (chunk) => (timesReport += chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      // `times` prints the shell's own times, then its children's: "1m2.500s 0m3.250s".
      const [user = 0, system = 0] = [...(timesReport.split("\n")[1] ?? "").matchAll(/(\d+)m([\d.]+)s/g)].map(
        ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
      );
      const status = signal ? "stopped" : code === 0 ? "passed" : "failed";
      times.push({
        name: step.name,
        wall: (performance.now() - started) / 1000,
        cpu: timesReport ? user + system : undefined,
        // The machine's CPU is the step's own only while nothing else of the run goes on.
        machine: alone ? difference(machineCpuSeconds(), machineAtStart) : undefined,
        status,
      });
      if (output === "inherit") return done(status === "passed");
      output.end(() => {
        console.log(`\n▶ ${step.name}${status === "passed" ? "" : ` (${status})`}`);
        process.stdout.write(readFileSync(log, "utf8"));
        done(status === "passed");
      });
    });
  });
}

/** Stops every step still running and what it started (its process group). */
function stopRunning() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

for (const report of [JEST_REPORT, PLAYWRIGHT_REPORT, TIMING_REPORT]) rmSync(report, { force: true });
rmSync(LOGS, { recursive: true, force: true });
mkdirSync(LOGS, { recursive: true });

// Find the browser before spending minutes on the build.
try {
  if (allSteps.some((step) => step.needsBrowser && chosen(step))) resolveChromePath();
} catch (error) {
  console.error(`\n${error.message}\n`);
  console.log("0 passed, 1 failed");
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });

const runStarted = performance.now();
const machineAtRunStart = machineCpuSeconds();
for (const lanes of plan) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        if (failedStep) return;
        if (!(await runStep(step, lanes.length === 1)) && !failedStep) {
          failedStep = step;
          stopRunning();
        }
      }
    }),
  );
  if (failedStep) break;
}
const total = {
  wall: (performance.now() - runStarted) / 1000,
  machine: difference(machineCpuSeconds(), machineAtRunStart),
};

// The counted run records no traces: the failed tests run once more, not counted, for their traces.
if (failedStep?.name === "e2e" && times.find((t) => t.name === "e2e")?.status === "failed") {
  console.log(`\n▶ the failed end-to-end tests once more, for their traces (not counted)`);
  const rerun = npmRun("test:e2e", "--last-failed", "--trace", "retain-on-failure", "--reporter", "list");
  await runStep({ name: "e2e traces", command: rerun }, true);
  console.log(`  traces: ${RESULTS}/e2e/*/trace.zip (npx playwright show-trace <file>)`);
}

const jest = readJson(JEST_REPORT);
const playwright = readJson(PLAYWRIGHT_REPORT);
const passed =
  (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);

// The install is timed by .ci/run, before this runs: "wall cpu" seconds.
const [installWall, installCpu] = (process.env.GATE_INSTALL_SECONDS ?? "").split(" ").map(Number);
const install = installWall
  ? [{ name: "install", wall: installWall, cpu: installCpu, status: "passed" }]
  : [];
// In the order of the plan; the traces' re-run, not a step of it, last.
const order = (t) =>
  (allSteps.findIndex((step) => step.name === t.name) + allSteps.length + 1) % (allSteps.length + 1);
const summary = [
  "⏱ where the time went (two lanes run at once; CPU: user + system of the step and what it started and waited",
  "  for; machine CPU: all the machine's busy time, for a step that ran alone and for this npm test)",
  ...timingTable([...install, ...times.sort((a, b) => order(a) - order(b))], total),
  "⏱ the ten slowest tests",
  ...slowestTests(jest, playwright).map((line) => `  ${line}`),
];
console.log(`\n${summary.join("\n")}`);
writeFileSync(TIMING_REPORT, `${summary.join("\n")}\n`);

// Each failed test by name, just above the closing line, so a red run is read rather than searched.
const failures = [...jestFailures(jest), ...playwrightFailures(playwright)];
if (failures.length > 0) console.log(`\n✖ failed tests:\n${failures.map((f) => `  ${f}`).join("\n")}`);
if (failedStep) {
  console.error(`\n✖ ${failedStep.name} failed`);
  // A failing step that is not a test runner still counts as a failure, so the line is never green.
  const reportExists =
    failedStep.counted && existsSync(failedStep.name === "unit" ? JEST_REPORT : PLAYWRIGHT_REPORT);
  console.log(`${passed} passed, ${failed === 0 || !reportExists ? failed + 1 : failed} failed`);
  process.exit(1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
