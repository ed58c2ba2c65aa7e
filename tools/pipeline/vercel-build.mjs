// @ts-check
// `npm run build:vercel`: `vercel build` (the pinned CLI), offline: `npm run build`, then the Build Output in
// .vercel/output; its .next is the one next start serves. An unlinked folder gets a local stand-in for the
// project link, which `vercel build` needs but sends nowhere.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { VERCEL_PROJECT_LINK as LINK } from "./next-output.mjs";

if (!existsSync(LINK)) {
  mkdirSync(dirname(LINK), { recursive: true });
  const local = { projectId: "prj_local", orgId: "team_local", settings: { framework: "nextjs" } };
  writeFileSync(LINK, `${JSON.stringify(local, null, 2)}\n`);
}
const result = spawnSync("node_modules/.bin/vercel", ["build", "--yes"], {
  stdio: "inherit",
  env: { ...process.env, VERCEL_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1" },
});
process.exit(result.status ?? 1);
