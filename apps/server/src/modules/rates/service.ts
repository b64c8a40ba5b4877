import type { Currency, ExchangeRate } from "@kham/contract";
import Decimal from "decimal.js";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { exchangeRates } from "../../db/schema/rates.ts";

/** A rate as the API writes it: no trailing zeros ("660", "0.0305"). */
function plain(value: string): string {
  return new Decimal(value).toFixed();
}

/** Read by every deposit and withdrawal and by the public rates, so prepared once. */
const agencyRates = preparedQuery((db) =>
  db
    .select({ currency: exchangeRates.currency, buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .where(eq(exchangeRates.agencyId, sql.placeholder("agencyId")))
    .orderBy(asc(exchangeRates.currency))
    .prepare("agency_exchange_rates"),
);

/** A stored rate as the API and the conversions take it. */
export function toExchangeRate(row: { currency: string; buy: string; sell: string }): ExchangeRate {
  return { currency: row.currency, buy: plain(row.buy), sell: plain(row.sell) };
}

export async function listExchangeRates(db: Db, agencyId: string): Promise<ExchangeRate[]> {
  return (await agencyRates(db).execute({ agencyId })).map(toExchangeRate);
}

/** Staff set a currency's buy and sell rate; answers every rate of the agency. */
export async function setExchangeRate(
  db: Db,
  agency: AgencyRow,
  rate: { currency: Currency; buy: string; sell: string },
) {
  await db
    .insert(exchangeRates)
    .values({ agencyId: agency.id, ...rate })
    .onConflictDoUpdate({
      target: [exchangeRates.agencyId, exchangeRates.currency],
      set: { buy: rate.buy, sell: rate.sell, updatedAt: new Date() },
    });
  return listExchangeRates(db, agency.id);
}
