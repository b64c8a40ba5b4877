import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

type Threshold = { promotionCreditThreshold: string };

export function setPromotionThreshold(agency: string, promotionCreditThreshold: string) {
  return staffApi.put(
    agencyPath(agency, "/promotion-threshold"),
    { promotionCreditThreshold },
    (contract) => contract.agencySettingsSchema,
  );
}

export function useSetPromotionThreshold(agency: string, saved: Saved<Threshold>) {
  return useSettingsSave(
    agency,
    (input: Threshold) => setPromotionThreshold(agency, input.promotionCreditThreshold),
    saved,
  );
}
