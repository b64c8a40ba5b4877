import { z } from "zod";

/** Design §3: every successful answer is `{"data": ...}`; the schema also strips undeclared fields. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const emptyObject = z.object({});

export const playerSchema = z.object({ id: z.string(), username: z.string(), displayName: z.string() });
