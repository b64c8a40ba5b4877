import type { Promotion, PromotionInput, UploadedImage } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, staffApi } from "../../lib/staff-api";

/** Every promotion of the agency, active or not (a handful: the server sends them all). */
export const promotionsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "promotions"),
    queryFn: () =>
      staffApi.get(agencyPath(agency, "/promotions"), (contract) => contract.promotionSchema.array()),
    staleTime: 60_000,
  });

export function createPromotion(agency: string, input: PromotionInput) {
  return staffApi.post(agencyPath(agency, "/promotions"), input, (contract) => contract.promotionSchema);
}

export function updatePromotion(agency: string, id: string, input: PromotionInput) {
  return staffApi.put(
    agencyPath(agency, `/promotions/${encodeURIComponent(id)}`),
    input,
    (contract) => contract.promotionSchema,
  );
}

/** Shows the promotion to players (within its dates) or takes it away; usages in progress go on. */
export function setPromotionActive(agency: string, id: string, active: boolean) {
  return staffApi.post(
    agencyPath(agency, `/promotions/${encodeURIComponent(id)}/${active ? "activate" : "deactivate"}`),
    {},
    (contract) => contract.promotionSchema,
  );
}

/** Uploads a banner's bytes (base64: the API takes JSON only); answers the URL for imageUrl. */
export function uploadPromotionImage(agency: string, base64: string): Promise<UploadedImage> {
  return staffApi.post(
    agencyPath(agency, "/promotions/images"),
    { image: base64 },
    (contract) => contract.uploadedImageSchema,
  );
}

export type { Promotion, PromotionInput };
