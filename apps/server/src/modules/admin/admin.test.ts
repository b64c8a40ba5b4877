import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveAdminToken, tokensMatch } from "../../plugins/admin-token.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("admin API", () => {
  it("creates an agency with its domains and six banks, reachable on its own host", async () => {
    const response = await post(
      t.app,
      "/api/admin/v1/agencies",
      { code: "lucky", name: "Lucky Lao", domains: ["Lucky.Example.com", "www.lucky.example.com"] },
      { headers: auth },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.agency).toMatchObject({
      code: "lucky",
      name: "Lucky Lao",
      logoUrl: "/brand/logo.svg",
      domains: ["lucky.example.com", "www.lucky.example.com"],
    });

    const info = await get(t.app, "/api/v2/agency/info", { host: "www.lucky.example.com" });
    expect(info.json().data.agency.name).toBe("Lucky Lao");
    expect((await get(t.app, "/api/v2/banks", { host: "lucky.example.com" })).json().data).toHaveLength(6);
    const { username } = await register(t.app, { host: "lucky.example.com" });
    expect(username).toBeTruthy();
  });

  it("adds a domain to an existing agency", async () => {
    const before = await get(t.app, "/api/v2/agency/info", { host: "play.other.example" });
    expect(before.statusCode).toBe(404);
    const response = await post(
      t.app,
      "/api/admin/v1/agencies/other/domains",
      { domain: "play.other.example" },
      { headers: auth },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.agency.domains).toContain("play.other.example");
    const after = await get(t.app, "/api/v2/agency/info", { host: "play.other.example:8080" });
    expect(after.json().data.agency.code).toBe("other");
  });

  it("refuses a taken code or domain and an unknown agency", async () => {
    const takenCode = await post(
      t.app,
      "/api/admin/v1/agencies",
      { code: "demo", name: "Again", domains: [] },
      { headers: auth },
    );
    expect(takenCode.statusCode).toBe(400);
    expect(takenCode.json().error.fields).toEqual({ code: "admin.agency_code_taken" });

    const takenDomain = await post(
      t.app,
      "/api/admin/v1/agencies",
      { code: "copycat", name: "Copycat", domains: ["other.example.com"] },
      { headers: auth },
    );
    expect(takenDomain.json().error.fields).toEqual({ "domains.0": "admin.domain_taken" });
    expect(
      (
        await post(
          t.app,
          "/api/admin/v1/agencies/copycat/domains",
          { domain: "x.example" },
          { headers: auth },
        )
      ).statusCode,
    ).toBe(404);

    const badInput = await post(
      t.app,
      "/api/admin/v1/agencies",
      { code: "Bad_Code", name: "", domains: ["localhost", "with space.example"] },
      { headers: auth },
    );
    expect(badInput.statusCode).toBe(400);
    expect(Object.keys(badInput.json().error.fields).sort()).toEqual([
      "code",
      "domains.0",
      "domains.1",
      "name",
    ]);
  });

  it("needs the bearer token", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer wrong-token-0123456789" },
      { authorization: ADMIN_TOKEN },
    ] as Record<string, string>[]) {
      const response = await post(
        t.app,
        "/api/admin/v1/agencies",
        { code: "nope", name: "Nope", domains: [] },
        { headers },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("refuses every bearer token when none is configured outside development (staff sessions only)", async () => {
    const closed = await buildTestApp({ config: { adminToken: undefined, nodeEnv: "production" } });
    try {
      const response = await post(
        closed.app,
        "/api/admin/v1/agencies",
        { code: "nope", name: "Nope", domains: [] },
        { headers: auth },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    } finally {
      await closed.close();
    }
  });
});

describe("admin token", () => {
  it("is generated once in development, mode 600, and reused", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kham-admin-"));
    try {
      const config = { adminToken: undefined, nodeEnv: "development" as const, dataDir };
      const first = resolveAdminToken(config);
      expect(first).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const file = path.join(dataDir, "admin-token");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveAdminToken(config)).toBe(first);
      expect(resolveAdminToken({ ...config, nodeEnv: "production" })).toBeUndefined();
      expect(resolveAdminToken({ ...config, adminToken: "configured-token-123" })).toBe(
        "configured-token-123",
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("compares tokens of any length safely", () => {
    expect(tokensMatch("secret-token", "secret-token")).toBe(true);
    expect(tokensMatch("secret-token", "secret-token-longer")).toBe(false);
    expect(tokensMatch("secret-token", "")).toBe(false);
  });
});
