import type { Promotion, PromotionInput } from "@kham/contract";
import type { AfterCall } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { useSavePromotion } from "./use-save-promotion";

export function updatePromotion(agency: string, id: string, input: PromotionInput): Promise<Promotion> {
  return staffApi.put(
    agencyPath(agency, `/promotions/${encodeURIComponent(id)}`),
    input,
    (contract) => contract.promotionSchema,
  );
}

export function useUpdatePromotion(agency: string, id: string, after?: AfterCall<Promotion, PromotionInput>) {
  return useSavePromotion(agency, (input) => updatePromotion(agency, id, input), after);
}
