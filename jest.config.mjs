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
  collectCoverageFrom: ["lib/**/*.ts", "components/**/*.tsx", "content/**/*.ts"],
};

export default createJestConfig(config);
