import type { Promotion } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { promotionKeys } from "./promotion-keys";

/** Every promotion of the agency, active or not (a handful: the server sends them all). */
export function getPromotions(agency: string): Promise<Promotion[]> {
  return staffApi.get(agencyPath(agency, "/promotions"), (contract) => contract.promotionSchema.array());
}

export const promotionsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: promotionKeys.all(agency),
    queryFn: () => getPromotions(agency),
    staleTime: 60_000,
  });
