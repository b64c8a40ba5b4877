import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** Kinds of zod schema whose output is not the value given: a serializer from JSON Schema would differ. */
const REWRITING = [z.ZodTransform, z.ZodPipe, z.ZodDefault, z.ZodPrefault, z.ZodCatch, z.ZodDate];

/**
 * The JSON Schema of an answer's zod schema, as the answer is written (its output side); undefined
 * when JSON Schema cannot say exactly what zod would write (a transform, a default filled in, a
 * date object), so the caller keeps zod for that answer.
 */
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

/**
 * Every answer is written from its route's schema compiled once into a serializing function
 * (fast-json-stringify), instead of a zod parse of the whole answer and then JSON.stringify. It
 * writes only the declared fields, as the parse did (an answer cannot leak a column), fails on a
 * missing required one, and costs a fraction of the parse on the calls made on every page. An
 * answer whose schema changes what it is given keeps zod's parse-then-write.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = zodOf(route.schema);
  const json = schema === undefined ? undefined : outputJsonSchema(schema);
  if (json === undefined) return zodSerializerCompiler(route);
  return fastJson(json as never) as (data: unknown) => string;
};

/** Fastify may hand the schema wrapped as `{ properties }` (as fastify-type-provider-zod accepts). */
function zodOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}
