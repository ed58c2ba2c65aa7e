// Plausible's API for engines that Playwright cannot intercept (Firefox and WebKit over WebDriver): an HTTP
// proxy the engine is pointed at, which passes the site's requests to the local server and answers
// https://plausible.io/api/event itself, behind a certificate made for the test (engines are told to accept
// it), as Plausible does: 202, with CORS for any origin. It records each event it receives.
import { createServer, type IncomingMessage } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { Socket } from "node:net";
import { PLAUSIBLE_CLOUD } from "../../lib/analytics-config.mjs";
import { listenOnFreePort } from "../../tools/local/ports.mjs";
import { forwardTo, testCertificate } from "./tls-proxy";

export type PlausibleEvent = { n: string; u: string; d: string; p?: Record<string, string>; i?: boolean };

const API = new URL(PLAUSIBLE_CLOUD);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => done(body));
    req.on("error", fail);
  });
}

/**
 * @param site the host name the pages are visited at, and the local server that serves them
 */
export async function startPlausibleStandIn(site: {
  host: string;
  origin: string;
}): Promise<{ proxy: string; events: PlausibleEvent[]; stop: () => void }> {
  const events: PlausibleEvent[] = [];
  const api = createHttpsServer(testCertificate(`DNS:${API.hostname}`), async (req, res) => {
    const cors = {
      "access-control-allow-origin": req.headers.origin ?? "*",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "content-type",
    };
    if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
    if (req.method !== "POST" || req.url !== "/api/event") return void res.writeHead(404, cors).end();
    events.push(JSON.parse(await readBody(req)) as PlausibleEvent);
    res.writeHead(202, cors).end("ok");
  });
  // A proxied request names its whole address: the site's go to the local server; anything else (the
  // browser's own update and settings services) is refused.
  const toSite = forwardTo(site.origin);
  const proxy = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    if (url.hostname !== site.host) return void res.writeHead(502).end();
    toSite(req, res, `${url.pathname}${url.search}`);
  });
  proxy.on("connect", (req: IncomingMessage, socket: Socket) => {
    if (req.url !== `${API.hostname}:443`) return void socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    api.emit("connection", socket);
  });
  const port = await listenOnFreePort(proxy);
  return {
    proxy: `127.0.0.1:${port}`,
    events,
    stop: () => {
      proxy.close();
      proxy.closeAllConnections();
      api.close();
    },
  };
}
