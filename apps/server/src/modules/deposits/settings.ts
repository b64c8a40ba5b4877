import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { merchantSettings } from "../../db/schema/deposits.ts";

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
