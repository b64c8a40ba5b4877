import swagger, { type SwaggerTransform } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

export const API_DOCS_PREFIX = "/api/docs";

/** The part of the API a path is in, which is also who calls it and how they prove who they are. */
const AREAS = [
  { prefix: "/api/v2/payments/", tag: "gateway", security: [] },
  { prefix: "/api/v2/", tag: "player", security: [{ playerSession: [] }] },
  { prefix: "/api/admin/v1/auth/", tag: "staff login", security: [] },
  { prefix: "/api/admin/v1/", tag: "admin", security: [{ staffSession: [] }, { adminToken: [] }] },
  { prefix: "/api/sandbox/v1/", tag: "sandbox", security: [{ adminToken: [] }] },
  { prefix: "/api/", tag: "health", security: [] },
] as const;

const zodTransform = createJsonSchemaTransform({});

/** The contract's zod schemas as JSON Schema, each route tagged with its area and its credentials. */
const transform: SwaggerTransform = (input) => {
  const area = AREAS.find((candidate) => input.url.startsWith(candidate.prefix));
  // Only the API is documented: the sandbox game pages and the web app's files are not calls.
  if (area === undefined || input.url.startsWith(API_DOCS_PREFIX)) {
    return { schema: { ...input.schema, hide: true }, url: input.url };
  }
  const transformed = zodTransform(input as Parameters<typeof zodTransform>[0]) as {
    schema: Record<string, unknown>;
    url: string;
  };
  return {
    url: transformed.url,
    schema: { ...transformed.schema, tags: [area.tag], security: [...area.security] },
  };
};

/** Registered before the routes, which it collects as they are added; the reference UI outside production only. */
export default fp(
  async function apiDocs(app: FastifyInstance, options: { reference: boolean }) {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Kham API",
          description:
            "The player API (/api/v2, bound to the agency of the request's host) and the staff API " +
            "(/api/admin/v1). Every answer is { data } or { error: { code, message, fields? } }; " +
            "state-changing calls must be JSON from the site's own origin.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: {
            playerSession: { type: "apiKey", in: "cookie", name: "kham_session" },
            staffSession: {
              type: "apiKey",
              in: "cookie",
              name: "__Host-kham_staff",
              description: "Over HTTPS; over plain HTTP (development) the cookie is kham_staff.",
            },
            adminToken: { type: "http", scheme: "bearer" },
          },
        },
      },
      transform,
    });
    if (options.reference) {
      await app.register(swaggerUi, {
        routePrefix: API_DOCS_PREFIX,
        uiConfig: { docExpansion: "list", deepLinking: true },
      });
    }
  },
  { name: "api-docs" },
);
