import { z } from "zod";
import { AMOUNT_PATTERN, currencies, type ExchangeRate } from "./money.ts";
import { text } from "./text.ts";

export const currencySchema = z.enum(currencies, { error: "validation.currency_invalid" });

/** Units of currency per 1 credit: the player pays `sell` per credit and receives `buy` per credit. */
export const exchangeRateSchema = z.object({
  currency: z.string(),
  buy: z.string(),
  sell: z.string(),
}) satisfies z.ZodType<ExchangeRate>;

export const amountSchema = text().trim().regex(AMOUNT_PATTERN, "validation.amount_invalid");
