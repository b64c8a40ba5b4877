import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * The JSON Schema of an answer's zod schema, as the answer is written (its output side); undefined
 * when JSON Schema cannot say exactly what zod would write (a transform, a default filled in, a
 * date object), so the caller keeps zod for that answer.
 */
export function outputJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  if (writesOtherThanGiven(schema)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
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

/** Kinds of zod schema whose output is not the value given: a serializer from JSON Schema would differ. */
const REWRITING = new Set(["transform", "pipe", "default", "prefault", "catch", "date", "codec"]);

/** Whether any part of the schema rewrites the value (walks objects, arrays, unions, wrappers). */
function writesOtherThanGiven(schema: unknown, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def === undefined) return false;
  if (REWRITING.has(def.type as string)) return true;
  const children: unknown[] = [];
  for (const key of ["innerType", "element", "valueType", "keyType", "left", "right", "in", "out"])
    if (def[key] !== undefined) children.push(def[key]);
  if (Array.isArray(def.options)) children.push(...def.options);
  if (Array.isArray(def.items)) children.push(...def.items);
  if (def.rest) children.push(def.rest);
  if (def.catchall) children.push(def.catchall);
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape !== undefined) children.push(...Object.values(shape));
  if (typeof def.getter === "function") children.push((def.getter as () => unknown)());
  return children.some((child) => writesOtherThanGiven(child, seen));
}
