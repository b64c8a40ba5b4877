import type { Promotion, PromotionInput } from "@kham/contract";
import type { AfterCall } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { useSavePromotion } from "./use-save-promotion";

export function createPromotion(agency: string, input: PromotionInput): Promise<Promotion> {
  return staffApi.post(agencyPath(agency, "/promotions"), input, (contract) => contract.promotionSchema);
}

export function useCreatePromotion(agency: string, after?: AfterCall<Promotion, PromotionInput>) {
  return useSavePromotion(agency, (input) => createPromotion(agency, input), after);
}
