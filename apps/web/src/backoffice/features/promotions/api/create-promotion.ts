import type { Promotion, PromotionInput } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

export function createPromotion(agency: string, input: PromotionInput): Promise<Promotion> {
  return staffApi.post(agencyPath(agency, "/promotions"), input, (contract) => contract.promotionSchema);
}

export function useCreatePromotion(agency: string, after?: AfterCall<Promotion, PromotionInput>) {
  return useAgencyChange(agency, (input: PromotionInput) => createPromotion(agency, input), after);
}
