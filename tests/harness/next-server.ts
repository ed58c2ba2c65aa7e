// Playwright's global set-up: `next start` of the build on E2E_PORT, started and stopped as every other server
// of the tests (tools/local/servers.mjs). Outside CI a server already answering there is used as it is.
import { startNext } from "../../tools/local/servers.mjs";

export default async function nextServer() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  if (!process.env.CI && (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => undefined))?.ok)
    return;
  const server = await startNext(".", port);
  return () => server.stop();
}
