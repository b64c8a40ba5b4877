import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, post, registerBodyFor, type TestApp, uniqueUsername } from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function available(username: string) {
  const response = await post(t.app, "/api/v2/players/username/validate", { username });
  return response.json().data.available as boolean;
}

function registerWith(headers: Record<string, string>, username: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/v2/players/register",
    headers: { host: "localhost:3000", "x-fingerprint": "fp-test-device", ...headers },
    payload: JSON.stringify(registerBodyFor(username)),
  });
}

describe("CSRF checks of state-changing API calls", () => {
  const refusals: [string, Record<string, string>][] = [
    ["a form content type", { "content-type": "application/x-www-form-urlencoded" }],
    ["text/plain", { "content-type": "text/plain" }],
    ["no content type", {}],
    ["Sec-Fetch-Site: cross-site", { "content-type": "application/json", "sec-fetch-site": "cross-site" }],
    ["a foreign Origin", { "content-type": "application/json", origin: "https://evil.example" }],
    ["an Origin on another port", { "content-type": "application/json", origin: "http://localhost:4000" }],
    ["Origin null", { "content-type": "application/json", origin: "null" }],
  ];

  for (const [what, headers] of refusals) {
    it(`refuses ${what} with 403 CSRF_REJECTED and changes nothing`, async () => {
      const username = uniqueUsername("csrf");
      const response = await registerWith(headers, username);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("CSRF_REJECTED");
      expect(await available(username)).toBe(true);
    });
  }

  it("accepts JSON from the same origin, same-site or without the optional headers", async () => {
    for (const headers of [
      {
        "content-type": "application/json; charset=utf-8",
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
      },
      { "content-type": "application/json", "sec-fetch-site": "same-site" },
      { "content-type": "application/json" },
    ] as Record<string, string>[]) {
      const username = uniqueUsername("ok");
      expect((await registerWith(headers, username)).statusCode).toBe(201);
    }
  });

  it("applies to body-less calls too: logout must be JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/players/logout",
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("CSRF_REJECTED");
  });

  it("does not concern reads", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v2/agency/info",
      headers: { host: "localhost", "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});
