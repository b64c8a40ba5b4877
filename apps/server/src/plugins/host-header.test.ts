import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, OTHER_HOST, type TestApp } from "../test/helper.ts";
import { rawRequest } from "../test/raw-http.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const agencyInfo = (hosts: string[]) =>
  rawRequest(
    port,
    `GET /api/v2/agency/info HTTP/1.1\r\n${hosts.map((host) => `${host}\r\n`).join("")}Connection: close\r\n\r\n`,
  );

describe("the Host header", () => {
  it.each([
    ["two Host headers", ["Host: localhost", `Host: ${OTHER_HOST}`]],
    ["the same Host twice", ["Host: localhost", "Host: localhost"]],
    ["Host in other cases", [`host: ${OTHER_HOST}`, "HOST: localhost"]],
  ])("answers %s 400 VALIDATION_ERROR: no agency is picked by the first", async (_what, hosts) => {
    const response = await agencyInfo(hosts);
    expect(response.statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(response.body).error.code).toBe("VALIDATION_ERROR");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers one Host with its own agency", async () => {
    const response = await agencyInfo([`Host: ${OTHER_HOST}`]);
    expect(response.statusLine).toBe("HTTP/1.1 200 OK");
    expect(JSON.parse(response.body).data.agency.code).toBe("other");
  });
});
