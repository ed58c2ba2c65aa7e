// @ts-check
// Ports for the servers the tests and the bench start: the system picks a free one each time, so any number of
// test workers (and a second run beside this one) can start servers at once without computing ports.
import { createServer } from "node:net";

/**
 * Listens on a port the system picks and resolves to it.
 * @param {{ listen: Function, address: () => unknown, once: Function }} server  a net, http or https server
 * @returns {Promise<number>}
 */
export function listenOnFreePort(server, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve(/** @type {{ port: number }} */ (server.address()).port));
  });
}

/**
 * A port that is free now, for a server in another process (nginx, wrangler, a WebDriver) that must be told
 * its port: the system picks it, and it is released for that server to take.
 * @returns {Promise<number>}
 */
export async function freePort(host = "127.0.0.1") {
  const probe = createServer();
  const port = await listenOnFreePort(probe, host);
  await new Promise((done) => probe.close(done));
  return port;
}
