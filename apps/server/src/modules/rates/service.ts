import type { Currency } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { exchangeRates } from "../../db/schema.ts";
import type { AgencyRow } from "../agency/service.ts";
import { listExchangeRates, toExchangeRate } from "./repository.ts";

/** The agency's rates (units of a currency per credit): the public face other modules use. */
export { listExchangeRates, toExchangeRate };

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
