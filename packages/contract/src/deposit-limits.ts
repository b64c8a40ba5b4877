import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * `GET /api/v2/deposits/limits` (public, agency-scoped): the agency's own deposit bounds per
 * currency, in that currency's units ("10000" LAK, "50" THB). The form states them and the server
 * answers AMOUNT_OUT_OF_RANGE outside them.
 */
export const depositLimitSchema = z.object({ currency: currencySchema, min: z.string(), max: z.string() });
export type DepositLimit = z.infer<typeof depositLimitSchema>;
