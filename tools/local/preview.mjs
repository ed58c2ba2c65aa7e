// @ts-check
// `npm run preview`: the static export (out/) served as a host serves it, by Cloudflare's local runtime
// (wrangler pages dev, offline) reading out/_headers: clean addresses (/aboutme, not a folder listing), the 404
// page, the security headers. On PORT, 3000 unless set. `npm run preview` builds out/ first.
import { exportIsBuilt, startWrangler } from "./servers.mjs";

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(
    `✖ PORT=${JSON.stringify(process.env.PORT)} is invalid: expected a port number, such as 3000`,
  );
  process.exit(1);
}
if (!exportIsBuilt()) {
  console.error("✖ no out/: run `npm run build:static` first (`npm run preview` does)");
  process.exit(1);
}
const server = await startWrangler(port);
console.log(
  `✓ out/ served as Cloudflare Pages serves it, headers included: ${server.origin} (Ctrl+C stops it)`,
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
