import { z } from "zod";
import { type ErrorCode, errorCodes } from "./errors.ts";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./transactions.ts";

/** Every successful answer is `{"data": ...}`; on the server the schema also strips undeclared fields. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Every failed answer: a stable code, an English message, and for VALIDATION_ERROR the fields. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    details: z.record(z.string(), z.string().nullable()).optional(),
  }),
});

export const emptySchema = z.object({});

/** `?page&pageSize` of every list: page from 1, pageSize 10 by default and at most 100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/** A page of a list, newest first: `{items, page, pageSize, total}`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}

export const healthSchema = z.object({ status: z.literal("ok") });
