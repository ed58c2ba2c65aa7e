// A small HTTPS front for the local server, with a certificate made for the test, so the pages can be tried
// behind https as a deployed site is served (engines are told to accept the certificate).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenOnFreePort } from "../../tools/local/ports.mjs";

/** A key and a certificate made for the test, valid for a day, for `subjectAltName` (e.g. "IP:127.0.0.1"). */
export function testCertificate(subjectAltName: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "tls-"));
  const name = subjectAltName.replace(/^\w+:/, "");
  try {
    const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${name}`];
    const files = ["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")];
    execFileSync("openssl", [...args, "-addext", `subjectAltName=${subjectAltName}`, ...files], {
      stdio: "ignore",
    });
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A request handler that passes each request to `origin` as it came (path, method, headers, body). */
export function forwardTo(origin: string) {
  return (req: IncomingMessage, res: ServerResponse, path = req.url ?? "/") => {
    const upstream = httpRequest(
      `${origin}${path}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  };
}

/** An https front for the local server at `target`, with a certificate made for the test. */
export async function startTlsProxy(target: string): Promise<{ origin: string; stop: () => void }> {
  const server: Server = createServer(testCertificate("IP:127.0.0.1"), forwardTo(target));
  const port = await listenOnFreePort(server);
  return { origin: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
