// @ts-check
// `npm run build:vercel`: the owner's deploy as Vercel builds it, here and offline: `vercel build` (the CLI
// pinned in devDependencies) runs `npm run build`, then writes the Build Output to .vercel/output. The .next
// it leaves is the one `next start` serves, so `npm test` builds once for both. A folder that was never linked
// to a Vercel project gets a local stand-in for the link (.vercel/project.json), which `vercel build` needs but
// does not send anywhere; a real link is left as it is.
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
