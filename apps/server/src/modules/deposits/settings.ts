import {
  type Currency,
  currencies,
  currencyScale,
  type DepositLimit,
  defaultDepositLimits,
} from "@kham/contract";
import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { amountLimits, merchantSettings } from "../../db/schema.ts";
import type { AgencyRow } from "../agency/repository.ts";

/**
 * In the currency's own units ("10000" LAK, "50.00" THB; the column keeps two decimals for all),
 * min rounded up and max down, so for an amount in those units the bounds mean what the stored ones do.
 */
function inUnits(currency: Currency, limits: { min: string; max: string }): DepositLimit {
  const places = currencyScale[currency];
  return {
    currency,
    min: new Decimal(limits.min).toDecimalPlaces(places, Decimal.ROUND_UP).toFixed(places),
    max: new Decimal(limits.max).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places),
  };
}

/** Design §8: the agency's deposit bounds per currency, each defaulting to the design's. */
export async function listDepositLimits(db: Db, agencyId: string): Promise<DepositLimit[]> {
  const rows = await db
    .select({ currency: amountLimits.currency, min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(and(eq(amountLimits.agencyId, agencyId), eq(amountLimits.kind, "deposit")));
  return currencies.map((currency) =>
    inUnits(currency, rows.find((row) => row.currency === currency) ?? defaultDepositLimits[currency]),
  );
}

export async function depositLimits(db: Db, agencyId: string, currency: Currency): Promise<DepositLimit> {
  const all = await listDepositLimits(db, agencyId);
  return all.find((limits) => limits.currency === currency)!;
}

export interface MerchantSettings {
  merchantName: string;
  merchantCity: string;
  merchantCategoryCode: string;
}

export const DEFAULT_MERCHANT_CITY = "Vientiane";
/** ISO 18245 7994: video game arcades and establishments; agencies set their own. */
export const DEFAULT_MERCHANT_CATEGORY_CODE = "7994";

/** What the QR says about the merchant: the agency's settings, else its name in Vientiane. */
export async function merchantSettingsOf(db: Db, agency: AgencyRow): Promise<MerchantSettings> {
  const [settings] = await db
    .select()
    .from(merchantSettings)
    .where(eq(merchantSettings.agencyId, agency.id))
    .limit(1);
  return (
    settings ?? {
      merchantName: agency.name,
      merchantCity: DEFAULT_MERCHANT_CITY,
      merchantCategoryCode: DEFAULT_MERCHANT_CATEGORY_CODE,
    }
  );
}
