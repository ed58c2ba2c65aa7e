// `npm run audit:seo`: Lighthouse's SEO category for / and /aboutme on the production build.
// Exits non-zero unless both score 100.
import { pagePaths } from "../lib/routes.mjs";
import { failingAudits, runLighthouse } from "./lighthouse.mjs";
import { buildFor, startServer } from "./server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3321);
const origin = `http://127.0.0.1:${port}`;
if (!process.argv.includes("--no-build")) buildFor(origin);
const server = await startServer(port);
let ok = true;
try {
  for (const path of pagePaths) {
    for (const preset of ["mobile", "desktop"]) {
      const lhr = await runLighthouse(`${origin}${path}`, { preset, categories: ["seo"] });
      const score = Math.round(lhr.categories.seo.score * 100);
      const failing = failingAudits(lhr, "seo");
      console.log(
        `SEO ${String(score).padStart(3)}  ${preset.padEnd(7)} ${path}${failing.length ? `  failing: ${failing.join("; ")}` : ""}`,
      );
      if (score < 100) ok = false;
    }
  }
} finally {
  server.stop();
}
process.exit(ok ? 0 : 1);
