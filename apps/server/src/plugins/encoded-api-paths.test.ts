import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, staffLogin } from "../modules/staff/test-support.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, register, type TestApp } from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The router decodes the path before it matches, so each of these reaches the API's routes.
const ENCODED_PREFIXES = ["/%61pi", "/ap%69", "/%61%70%69"];
const crossSite = {
  origin: "http://evil.example",
  "sec-fetch-site": "cross-site",
  "content-type": "application/json",
};

async function playerBlocked(username: string): Promise<boolean> {
  const response = await get(t.app, `/api/admin/v1/agencies/demo/players/${username}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.player.blocked as boolean;
}

describe("an /api path written with percent-encodings", () => {
  for (const prefix of ENCODED_PREFIXES) {
    it(`${prefix}/v2: a cross-site logout is refused and the session lives`, async () => {
      const { cookie } = await register(t.app);
      const response = await post(t.app, `${prefix}/v2/players/logout`, {}, { cookie, headers: crossSite });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("CSRF_REJECTED");
      expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(200);
    });

    it(`${prefix}/admin/v1: a cross-site block with a staff cookie is refused and blocks no one`, async () => {
      const { username } = await register(t.app);
      const staff = await createStaff(t, "support");
      const cookie = await staffLogin(t, staff, new Map());
      // The same call from the back office itself does block: the refusal is the CSRF check's.
      const url = `${prefix}/admin/v1/agencies/demo/players/${username}`;
      const refused = await post(t.app, `${url}/block`, {}, { cookie, headers: crossSite });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("CSRF_REJECTED");
      expect(await playerBlocked(username)).toBe(false);
      expect((await post(t.app, `${url}/block`, {}, { cookie })).statusCode).toBe(200);
      expect(await playerBlocked(username)).toBe(true);
    });

    it(`${prefix}/v2: a player's private answer carries the API's headers (no-store)`, async () => {
      const { cookie } = await register(t.app);
      for (const url of [
        `${prefix}/v2/players/info`,
        `${prefix}/v2/no-such-call`,
        `${prefix}/admin/v1/auth/me`,
      ]) {
        const response = await get(t.app, url, { cookie });
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["content-security-policy"]).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers["referrer-policy"]).toBeUndefined();
      }
    });
  }

  it("a webhook stays free of the CSRF check however its path is written", async () => {
    // Refused by its signature (401), not by the CSRF check (403): the gateway is no browser.
    for (const url of ["/api/v2/payments/sandbox/webhook", "/%61pi/v2/payments/sandbox/webhoo%6B"]) {
      const response = await post(t.app, url, { orderCode: "X" }, { headers: crossSite });
      expect(response.statusCode).toBe(401);
    }
  });
});
