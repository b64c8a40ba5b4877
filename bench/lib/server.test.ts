import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ensurePortFree, startServer } from "./server.ts";

let other: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => other?.close(resolve) ?? resolve(undefined));
  other = undefined;
});

/** Something else answering on a port, as a server an earlier bench left running does. */
async function serverAlreadyThere(): Promise<number> {
  other = createServer((_request, response) => response.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => other!.listen(0, "127.0.0.1", resolve));
  return (other.address() as AddressInfo).port;
}

describe("the bench's own servers", () => {
  it("are never started on a port where something already answers, which the bench would measure instead", async () => {
    const port = await serverAlreadyThere();
    await expect(startServer(port)).rejects.toThrow(/already answers/);
  });

  it("take a port nothing answers on", async () => {
    const port = await serverAlreadyThere();
    await new Promise((resolve) => other!.close(resolve));
    other = undefined;
    await expect(ensurePortFree(`http://localhost:${port}`)).resolves.toBeUndefined();
  });
});
