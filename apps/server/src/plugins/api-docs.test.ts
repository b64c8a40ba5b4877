import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, type TestApp } from "../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

describe("the OpenAPI document", () => {
  it("documents the player and the admin API from the contract's schemas", async () => {
    const response = await get(t.app, "/api/docs/json");
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, Record<string, unknown>> };
    };
    expect(document.openapi).toMatch(/^3\./);

    const register = document.paths["/api/v2/players/register"]!.post!;
    expect(register.tags).toEqual(["player"]);
    const body = register.requestBody!.content["application/json"]!.schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["username", "password", "confirmPassword"]),
    );
    expect(body.required).toContain("username");
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(["201", "4XX"]));

    const approve = document.paths["/api/admin/v1/agencies/{agency}/withdrawals/{code}/approve"]!.post!;
    expect(approve.tags).toEqual(["admin"]);
    expect(approve.security).toEqual([{ staffSession: [] }, { adminToken: [] }]);
    // Production runs over HTTPS, where the staff cookie is a __Host- one.
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      in: "cookie",
      name: "__Host-kham_staff",
    });
    const error = approve.responses["4XX"]!.content!["application/json"]!.schema as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toContain("FORBIDDEN");

    expect(document.paths["/api/admin/v1/auth/totp"]).toBeDefined();
    expect(document.paths["/api/v2/payments/{gateway}/webhook"]!.post!.tags).toEqual(["gateway"]);
    // Pages, files and the reference itself are not API calls.
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith("/api/") || path.startsWith("/api/docs"))).toEqual([]);
  });

  it("serves a readable API reference outside production", async () => {
    const page = await get(t.app, "/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger-ui");
  });

  it("serves neither the document nor the reference in production", async () => {
    const production = await buildTestApp({
      config: { nodeEnv: "production", paymentWebhookSecret: "a-production-secret-0123456789" },
    });
    try {
      expect((await get(production.app, "/api/docs/json")).statusCode).toBe(404);
      expect((await get(production.app, "/api/docs/")).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
