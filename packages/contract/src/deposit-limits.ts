import { z } from "zod";
import { compareDecimal } from "./money.ts";
import { currencySchema } from "./money-schemas.ts";

/**
 * `GET /api/v2/deposits/limits` (public, agency-scoped): the agency's own deposit bounds per
 * currency, in that currency's units ("10000" LAK, "50" THB). The form states them and the server
 * answers AMOUNT_OUT_OF_RANGE outside them.
 */
export const depositLimitSchema = z.object({ currency: currencySchema, min: z.string(), max: z.string() });
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/**
 * On which side an amount falls outside an agency's bounds (both included), undefined inside them:
 * the deposit and withdrawal rule of the server, which the forms check before sending. Amount and
 * bounds are well-formed decimal strings in the same units.
 */
export function amountOutsideLimits(
  amount: string,
  limits: { min: string; max: string },
): "below" | "above" | undefined {
  if (compareDecimal(amount, limits.min) < 0) return "below";
  if (compareDecimal(amount, limits.max) > 0) return "above";
  return undefined;
}
