// `npm run headers`: the security headers of the last `npm run build`, per path, for a host that serves
// the prerendered pages without `next start` (a CDN rule, an nginx `add_header`, a `_headers` file).
// `next start` and Vercel send them by themselves, from next.config.mjs.
import { existsSync, readFileSync } from "node:fs";
import { CSP_HASHES_FILE, headerRules } from "../../lib/security-headers.mjs";

if (!existsSync(CSP_HASHES_FILE)) {
  console.error(`No ${CSP_HASHES_FILE}: run \`npm run build\` first; the CSP hashes come from the build.`);
  process.exit(1);
}

const rules = headerRules(JSON.parse(readFileSync(CSP_HASHES_FILE, "utf8")));
const [everyPath, documents, ...pages] = rules;
console.log("# Every response, the build's files (/_next/static/, /pictures/) too:");
for (const { key, value } of everyPath.headers) console.log(`${key}: ${value}`);
console.log("\n# Every other response (and the 404 page, which any unknown path renders):");
for (const { key, value } of documents.headers) console.log(`${key}: ${value}`);
for (const { source, headers } of pages) {
  console.log(`\n# ${source} only: replaces the Content-Security-Policy above (keep a single CSP header).`);
  for (const { key, value } of headers) console.log(`${key}: ${value}`);
}
