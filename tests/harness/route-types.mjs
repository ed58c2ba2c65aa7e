// @ts-check
// `npm test`'s typegen step: Next's route types copied out of .next, with a tsconfig.json that reads them, so
// the typecheck runs beside the builds that replace .next. The copy sits as deep as .next/types, so the
// generated relative imports (../../app/page.js) resolve. `npm run typecheck` checks the same, against .next.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NEXT_DIR } from "../../tools/pipeline/next-output.mjs";

const ROUTE_TYPES_DIR = process.argv[2];
if (!ROUTE_TYPES_DIR) throw new Error("usage: node tests/harness/route-types.mjs <folder, two levels deep>");
const GENERATED = join(NEXT_DIR, "types");
const up = (/** @type {string} */ path) => `../../${path}`;

const typegen = spawnSync("node_modules/.bin/next", ["typegen"], { stdio: "inherit" });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

rmSync(ROUTE_TYPES_DIR, { recursive: true, force: true });
cpSync(GENERATED, ROUTE_TYPES_DIR, { recursive: true });
// next-env.d.ts imports the route types from .next/types: the copy imports them from beside itself.
const nextEnv = readFileSync("next-env.d.ts", "utf8").replaceAll(`./${GENERATED}/`, "./");
if (nextEnv.includes(NEXT_DIR)) throw new Error(`next-env.d.ts still refers to ${NEXT_DIR}:\n${nextEnv}`);
writeFileSync(join(ROUTE_TYPES_DIR, "next-env.d.ts"), nextEnv);

/** @type {{ include: string[], exclude: string[] }} */
const project = JSON.parse(readFileSync("tsconfig.json", "utf8"));
const fromNext = (/** @type {string} */ pattern) =>
  pattern === "next-env.d.ts" || pattern.startsWith(`${NEXT_DIR}/`);
const config = {
  extends: up("tsconfig.json"),
  // Listed by name: a folder the project excludes (test-results/) holds them.
  files: readdirSync(ROUTE_TYPES_DIR, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".ts"),
  ),
  include: project.include.filter((pattern) => !fromNext(pattern)).map(up),
  exclude: [...project.exclude.map(up), up("next-env.d.ts"), up(NEXT_DIR)],
};
writeFileSync(join(ROUTE_TYPES_DIR, "tsconfig.json"), `${JSON.stringify(config, null, 2)}\n`);
console.log(`✓ Next's route types copied to ${ROUTE_TYPES_DIR}/, with the tsconfig.json that reads them`);
