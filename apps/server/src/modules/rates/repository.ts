import type { ExchangeRate } from "@kham/contract";
import Decimal from "decimal.js";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { exchangeRates } from "../../db/schema.ts";

/** A rate as the API writes it: no trailing zeros ("660", "0.0305"). */
function plain(value: string): string {
  return new Decimal(value).toFixed();
}

export async function listExchangeRates(db: Db, agencyId: string): Promise<ExchangeRate[]> {
  const rows = await db
    .select({ currency: exchangeRates.currency, buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .where(eq(exchangeRates.agencyId, agencyId))
    .orderBy(asc(exchangeRates.currency));
  return rows.map((row) => ({ currency: row.currency, buy: plain(row.buy), sell: plain(row.sell) }));
}
