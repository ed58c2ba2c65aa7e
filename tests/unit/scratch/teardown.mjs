// Jest's globalTeardown: removes the run's scratch folder (scratch/setup.mjs) with every fixture in it.
import { rmSync } from "node:fs";

export default function removeScratch() {
  if (process.env.JEST_SCRATCH) rmSync(process.env.JEST_SCRATCH, { recursive: true, force: true });
}
