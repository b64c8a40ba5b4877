import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_PROXIES } from "../config.ts";
import { buildTestApp, get, post, type TestApp } from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("are on API successes, errors and unknown routes alike", async () => {
    const responses = [
      await get(t.app, "/api/health"),
      await get(t.app, "/api/v2/agency/info"),
      await get(t.app, "/api/v2/players/me"),
      await post(t.app, "/api/v2/players/login", "{oops"),
      await get(t.app, "/api/v2/unknown"),
      await get(t.app, "/api/v2/agency/info", { host: "nobody.localhost" }),
    ];
    for (const response of responses) {
      // An API answer is data: a browser made to open one loads nothing from it and frames it nowhere.
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-request-id"]).toEqual(expect.any(String));
      expect(response.headers["cache-control"]).toBe("no-store");
      // The page's own policies mean nothing on data; every call would carry their bytes.
      expect(response.headers["referrer-policy"]).toBeUndefined();
      expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
    }
  });

  it("give every page of the web app the page's policy", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><html><body></body></html>");
    const withPages = await buildTestApp({ config: { webDist: dist } });
    const responses = [];
    try {
      for (const url of ["/", "/login", "/nowhere", "/apix", "/api%2Fv2"])
        responses.push(await get(withPages.app, url));
      // A missing file is an error envelope: data, like the API's answers.
      const missing = await get(withPages.app, "/assets/missing.js");
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["cache-control"]).toBe("no-store");
    } finally {
      await withPages.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
    for (const response of responses) {
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // The installable app: its service worker and web manifest come from our own origin only.
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["x-request-id"]).toEqual(expect.any(String));
      expect(response.headers["cache-control"]).not.toBe("no-store");
    }
  });

  it("mark HTTPS behind a trusted proxy with HSTS and a __Host- Secure cookie", async () => {
    const proxied = await buildTestApp({ config: { trustProxy: PRIVATE_PROXIES } });
    try {
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/v2/players/register",
        headers: {
          host: "localhost",
          "x-forwarded-proto": "https",
          "content-type": "application/json",
          origin: "https://localhost",
          "x-fingerprint": "fp-test-device",
        },
        payload: {
          username: "secureplayer",
          password: "password1",
          confirmPassword: "password1",
          fingerprint: "fp-test-device",
          ageConfirmed: true,
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
      const setCookie = String(response.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-kham_session=/);
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).not.toContain("Domain=");
    } finally {
      await proxied.close();
    }
  });

  it("answers the health check once the database answers", async () => {
    const response = await get(t.app, "/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });
});
