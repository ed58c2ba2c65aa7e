import { existsSync, readFileSync, readdirSync } from "node:fs";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  // The fixtures' folders go in one scratch folder, removed after the run.
  globalSetup: "<rootDir>/tests/unit/scratch/setup.mjs",
  globalTeardown: "<rootDir>/tests/unit/scratch/teardown.mjs",
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Unit tests render server modules outside Next's server bundle, where `server-only` would throw.
    "^server-only$": "<rootDir>/tests/unit/mocks/empty.ts",
    "^next/root-params$": "<rootDir>/tests/unit/mocks/root-params.ts",
    // tsParticles 4 ships ES modules only and needs OffscreenCanvas; unit tests use mocks (tests/unit/mocks).
    "^@tsparticles/engine$": "<rootDir>/tests/unit/mocks/tsparticles-engine.ts",
    "^@tsparticles/slim$": "<rootDir>/tests/unit/mocks/tsparticles-slim.ts",
  },
  // Each job's unit tests sit beside it: the site's in tests/unit, the bench's in bench/tests, the tools' in
  // tools/<job>/tests. Only these folders are crawled: npm test builds into .next and out/ while they run.
  roots: ["<rootDir>/tests/unit", "<rootDir>/bench/tests", "<rootDir>/tools"],
  testMatch: [
    "**/tests/unit/**/*.test.{ts,tsx}",
    "**/bench/tests/**/*.test.ts",
    "**/tools/*/tests/**/*.test.ts",
  ],
  // Failed tests are named with their line in `npm test`'s closing summary (tests/harness/report.mjs).
  testLocationInResults: true,
  // A ceiling for a stuck test, not a measure: on a busy machine a test waiting on its event (tests/unit/setup.ts
  // waits up to 30 s) must not be cut at Jest's default 5 s.
  testTimeout: 60_000,
  collectCoverageFrom: ["lib/**/*.ts", "components/**/*.tsx", "content/**/*.ts"],
};

/**
 * The packages the site's own code imports that ship ES modules only (the unified ecosystem that reads notes,
 * sugar-high), found from their package.json: Jest runs CommonJS, so these are compiled like the site's code.
 */
function esmPackages(folder = "node_modules", names = new Set()) {
  const add = (name) => {
    try {
      const manifest = JSON.parse(readFileSync(`${folder}/${name}/package.json`, "utf8"));
      if (manifest.type === "module") names.add(name);
    } catch {
      return; // Not a package (a folder of npm's own).
    }
    // A package's own copy of another (a different version) is in its node_modules.
    if (existsSync(`${folder}/${name}/node_modules`)) esmPackages(`${folder}/${name}/node_modules`, names);
  };
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@"))
      for (const scoped of readdirSync(`${folder}/${entry}`)) add(`${entry}/${scoped}`);
    else add(entry);
  }
  return [...names];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export default async function jestConfig() {
  const made = await createJestConfig(config)();
  // next/jest leaves every package in node_modules as it is; ES-module-only ones are compiled instead.
  made.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages().map(escape).join("|")})/)`,
    ...made.transformIgnorePatterns.filter((pattern) => !pattern.includes("node_modules")),
  ];
  return made;
}
