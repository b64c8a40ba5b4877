import { envelope, errorBodySchema } from "@kham/contract";
import type { z } from "zod";

/** Every error a route can answer: the envelope `{"error": {code, message, fields?}}`. */
export const errorAnswers = { "4xx": errorBodySchema, "5xx": errorBodySchema } as const;

/** A route's answers: `{"data": …}` with 200, and the error envelope for anything else. */
export function ok<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), ...errorAnswers };
}

/** A route's answers when it creates something: `{"data": …}` with 201, and the error envelope. */
export function created<T extends z.ZodType>(data: T) {
  return { 201: envelope(data), ...errorAnswers };
}
