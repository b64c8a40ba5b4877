import { z } from "zod";
import { compareDecimal } from "./money.ts";
import { currencySchema } from "./money-schemas.ts";

/** `GET /api/v2/deposits/limits`: the agency's deposit bounds per currency, in its units. */
export const depositLimitSchema = z.object({ currency: currencySchema, min: z.string(), max: z.string() });
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/** The server's rule (bounds included), which the forms check before sending. */
export function amountOutsideLimits(
  amount: string,
  limits: { min: string; max: string },
): "below" | "above" | undefined {
  if (compareDecimal(amount, limits.min) < 0) return "below";
  if (compareDecimal(amount, limits.max) > 0) return "above";
  return undefined;
}
