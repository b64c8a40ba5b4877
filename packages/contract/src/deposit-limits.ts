import type { Currency } from "./money.ts";

/**
 * `GET /api/v2/deposits/limits` (public, agency-scoped): the agency's own deposit bounds per
 * currency, in that currency's units ("10000" LAK, "50" THB). The form states them and the server
 * answers AMOUNT_OUT_OF_RANGE outside them.
 */
export interface DepositLimit {
  currency: Currency;
  min: string;
  max: string;
}
