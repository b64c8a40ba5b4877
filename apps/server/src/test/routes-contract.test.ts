import diagnostics from "node:diagnostics_channel";
import { errorBodySchema } from "@kham/contract";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { API_DOCS_PREFIX } from "../plugins/api-docs.ts";
import { outputJsonSchema } from "../plugins/response-serializer.ts";
import { buildTestApp, get, type TestApp } from "./helper.ts";

/*
 * Every answer of the API is declared by a contract schema per status: the success, and the error
 * envelope for 4xx and 5xx. A route without them could leak a field or answer an undocumented shape.
 */
const routes: RouteOptions[] = [];
function collect(message: unknown) {
  (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => void routes.push(route));
}

let t: TestApp;
beforeAll(async () => {
  diagnostics.subscribe("fastify.initialization", collect);
  try {
    t = await buildTestApp();
  } finally {
    diagnostics.unsubscribe("fastify.initialization", collect);
  }
});
afterAll(() => t.close());

/** Streams and HEAD twins of GETs answer no JSON body of their own; the API's catch-all only its 404. */
const exempt = (route: RouteOptions) =>
  route.method === "HEAD" ||
  route.url.endsWith("/events") ||
  route.url.startsWith(API_DOCS_PREFIX) ||
  route.url === "/api/*" ||
  route.url === "/api";

describe("the API's answers", () => {
  it("are declared for every route: a 2xx schema, and the error envelope for 4xx and 5xx", () => {
    const api = routes.filter((route) => route.url.startsWith("/api/") && !exempt(route));
    expect(api.length).toBeGreaterThan(40);
    const undeclared = api
      .filter((route) => {
        const response = (route.schema?.response ?? {}) as Record<string, unknown>;
        const success = Object.keys(response).some((status) => /^2\d\d$/.test(status));
        return !success || response["4xx"] !== errorBodySchema || response["5xx"] !== errorBodySchema;
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("are all written by a serializer compiled from their schema, none by zod's slower parse", () => {
    const api = routes.filter((route) => route.url.startsWith("/api/") && !exempt(route));
    const parsed = api.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>)
        .filter(([, schema]) => outputJsonSchema(schema) === undefined)
        .map(([status]) => `${route.method} ${route.url} ${status}`),
    );
    expect(parsed).toEqual([]);
  });

  it("strip a field the schema does not declare", async () => {
    const response = await get(t.app, "/api/v2/agency/info");
    const body = response.json().data.agency;
    // The agency row has createdAt; the answer must not.
    expect(Object.keys(body).sort()).toEqual(
      ["code", "facebook", "id", "line", "logoUrl", "name", "telegram", "twitter", "whatsapp"].sort(),
    );
  });
});
