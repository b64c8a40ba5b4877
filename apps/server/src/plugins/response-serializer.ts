import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** Kinds of zod schema whose output is not the value given: a serializer from JSON Schema would differ. */
const REWRITING = [z.ZodTransform, z.ZodPipe, z.ZodDefault, z.ZodPrefault, z.ZodCatch, z.ZodDate];

/** Undefined when JSON Schema cannot say exactly what zod would write, so the caller keeps zod. */
export function outputJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  let rewrites = false;
  try {
    const json = z.toJSONSchema(schema, {
      io: "output",
      target: "draft-7",
      unrepresentable: "throw",
      // Called for every schema the conversion reaches, nested ones included.
      override: ({ zodSchema }) => {
        if (REWRITING.some((kind) => zodSchema instanceof kind)) rewrites = true;
      },
    });
    return rewrites ? undefined : json;
  } catch {
    return undefined;
  }
}

type Serialize = (data: unknown) => string;

/** One compiled writer per schema, shared by every app the process builds (null: the schema keeps zod). */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

function compile(schema: z.ZodType): Serialize | null {
  let serialize = compiled.get(schema);
  if (serialize === undefined) {
    const json = outputJsonSchema(schema);
    serialize = json === undefined ? null : (fastJson(json as never) as Serialize);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** Compiled once per schema: writes only declared fields (no column can leak); schemas that transform keep zod. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = zodOf(route.schema);
  return (schema === undefined ? null : compile(schema)) ?? zodSerializerCompiler(route);
};

/** Fastify may hand the schema wrapped as `{ properties }` (as fastify-type-provider-zod accepts). */
function zodOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}
