import { type Currency, defaultDepositLimits } from "@kham/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { amountLimits, merchantSettings } from "../../db/schema.ts";
import type { AgencyRow } from "../agency/repository.ts";

/** Design §8: the agency's deposit bounds for a currency, or the design's defaults. */
export async function depositLimits(db: Db, agencyId: string, currency: Currency) {
  const [limits] = await db
    .select({ min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(
      and(
        eq(amountLimits.agencyId, agencyId),
        eq(amountLimits.kind, "deposit"),
        eq(amountLimits.currency, currency),
      ),
    )
    .limit(1);
  return limits ?? defaultDepositLimits[currency];
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
