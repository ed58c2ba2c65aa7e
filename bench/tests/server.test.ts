/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathsServed } from "../server.mjs";

describe("the pages an earlier commit serves (pathsServed, bench/server.mjs)", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // A commit from before the service pages: it has / and /aboutme, and a 404 for the rest.
    server = createServer((request, response) => {
      response.statusCode = request.url === "/" || request.url === "/aboutme" ? 200 : 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("are the paths it answers with a success, in the order asked, without a page it does not have", async () => {
    await expect(pathsServed(origin, ["/", "/aboutme", "/services/voice-assistant"])).resolves.toEqual([
      "/",
      "/aboutme",
    ]);
    await expect(pathsServed(origin, ["/services/voice-assistant", "/"])).resolves.toEqual(["/"]);
  });
});
