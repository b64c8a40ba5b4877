import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@kham/contract";
import { z } from "zod";

/** Design §3: every successful answer is `{"data": ...}`; the schema also strips undeclared fields. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const emptyObject = z.object({});

export const playerSchema = z.object({ id: z.string(), username: z.string(), displayName: z.string() });

/** `?page&pageSize` of every list: page from 1, pageSize 10 by default and at most 100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
