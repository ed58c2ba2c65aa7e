// A small HTTPS front for the local server, with a certificate made for the test, so the pages can be tried
// behind https as a deployed site is served (engines are told to accept the certificate).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function startTlsProxy(
  port: number,
  target: string,
): Promise<{ origin: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const upstream = new URL(target);
  const server: Server = createServer(
    { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) },
    (req, res) => {
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.writeHead(502).end());
      req.pipe(forward);
    },
  );
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return { origin: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
