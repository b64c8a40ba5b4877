import { envelope, errorBodySchema, playerInfoSchema } from "@kham/contract";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { outputJsonSchema, responseSerializerCompiler } from "./response-serializer.ts";

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: "GET", url: "/test" }) as (data: unknown) => string;
const zodWrites = (schema: z.ZodType, data: unknown) =>
  (zodSerializerCompiler({ schema, method: "GET", url: "/test" }) as (data: unknown) => string)(data);

const info = {
  player: { id: "p-1", username: "somchai", displayName: "Somchai", passwordHash: "$argon2id$secret" },
  credential: {
    username: "somchai",
    providers: [{ provider: "gclub", username: "kh_somchai", password: "not-for-the-player" }],
  },
  bankAccounts: [
    {
      id: "b-1",
      bankCode: "BCEL",
      bankName: "BCEL One",
      accountNumber: "0101234567890",
      accountName: "SOMCHAI",
      currency: "LAK",
      createdAt: "2026-11-01T10:00:00.000Z",
      agencyId: "a-1",
    },
  ],
};

describe("the response serializer", () => {
  it("writes exactly what zod's parse would: the declared fields, never an extra column", () => {
    const schema = envelope(playerInfoSchema);
    const written = compile(schema)({ data: info });
    expect(written).toBe(zodWrites(schema, { data: info }));
    expect(written).not.toContain("secret");
    expect(written).not.toContain("not-for-the-player");
    expect(written).not.toContain("agencyId");
  });

  it("writes the error envelope, and a field that is absent stays absent", () => {
    const error = { error: { code: "NOT_FOUND", message: "No such deposit", stack: "at …" } };
    expect(compile(errorBodySchema)(error)).toBe(zodWrites(errorBodySchema, error));
    expect(JSON.parse(compile(errorBodySchema)(error))).toEqual({
      error: { code: "NOT_FOUND", message: "No such deposit" },
    });
  });

  it("refuses an answer missing a required field rather than writing it incomplete", () => {
    const schema = envelope(playerInfoSchema);
    const { bankAccounts: _missing, ...incomplete } = info;
    expect(() => compile(schema)({ data: incomplete })).toThrow();
  });

  it("keeps zod's parse for a schema that rewrites what it is given", () => {
    const rewriting = [
      z.object({ at: z.date() }),
      z.object({ amount: z.string().transform((value) => value.trim()) }),
      z.object({ list: z.array(z.string()).default([]) }),
      z.object({ nested: z.object({ kind: z.string().catch("none") }) }),
      z.object({ count: z.string().pipe(z.coerce.number()) }),
      z.object({ kinds: z.array(z.union([z.string(), z.number().prefault(0)])) }),
    ];
    for (const schema of rewriting) expect(outputJsonSchema(schema)).toBeUndefined();
    const trimming = rewriting[1]!;
    expect(compile(trimming)({ amount: " 12.50 " })).toBe('{"amount":"12.50"}');
    expect(compile(rewriting[2]!)({})).toBe('{"list":[]}');
  });
});
