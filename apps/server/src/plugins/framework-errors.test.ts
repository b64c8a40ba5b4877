import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp } from "../test/helper.ts";
import { rawRequest } from "../test/raw-http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-request-id"]).toEqual(expect.any(String));
  expect(headers["cache-control"]).toBe("no-store");
}

describe("a URL the router cannot decode", () => {
  it.each([
    "/api/v2/deposits/%",
    "/api/v2/deposits/%ZZ",
    "/api/v2/deposits/%E0%A4%A",
    // A lone surrogate cannot be written as UTF-8, so its percent-encoding is not valid either.
    "/api/v2/deposits/%ED%A0%80",
    "/api/v2/players/credits/%C0%AF",
    "/api/v2/payments/%FF/webhook",
  ])("GET %s answers 400 VALIDATION_ERROR in the envelope with the security headers", async (url) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: "VALIDATION_ERROR", message: "The URL is not valid" } });
    expectSecurityHeaders(response.headers);
  });

  it("is the same for a POST and for an admin route", async () => {
    for (const response of [
      await post(t.app, "/api/v2/deposits/%/cancel", {}),
      await post(
        t.app,
        "/api/admin/v1/agencies/%zz/domains",
        { domain: "x.example.com" },
        { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      ),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expectSecurityHeaders(response.headers);
    }
  });

  it("keeps the caller's request id", async () => {
    const response = await get(t.app, "/api/v2/deposits/%", { headers: { "x-request-id": "trace-42" } });
    expect(response.headers["x-request-id"]).toBe("trace-42");
  });

  it("answers an overlong URL parameter the same way", async () => {
    const response = await get(t.app, `/sandbox/games/play/${"A".repeat(500)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "VALIDATION_ERROR", message: "The URL is too long" } });
    expectSecurityHeaders(response.headers);
  });

  it("answers an overlong parameter of the API with the API's own 404", async () => {
    // The API's catch-all takes a path no call matches, an overlong code included.
    const response = await get(t.app, `/api/v2/deposits/${"A".repeat(500)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    expectSecurityHeaders(response.headers);
  });
});

describe("a request Node cannot parse", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const raw = (request: string) => rawRequest(port, request);

  it.each([
    ["a NUL byte in a header", "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Name: a\u0000b\r\n\r\n"],
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n"],
    ["a header without a colon", "GET /api/health HTTP/1.1\r\nHost: localhost\r\nBroken header\r\n\r\n"],
  ])(
    "answers %s with 400 VALIDATION_ERROR in the envelope with the security headers",
    async (_what, request) => {
      const response = await raw(request);
      expect(response.statusLine).toBe("HTTP/1.1 400 Bad Request");
      expect(JSON.parse(response.body)).toEqual({
        error: { code: "VALIDATION_ERROR", message: "The request cannot be read" },
      });
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expectSecurityHeaders(response.headers);
    },
  );
});
