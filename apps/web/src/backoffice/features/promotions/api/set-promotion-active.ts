import type { Promotion } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

type Switch = { id: string; active: boolean };

/** Shows the promotion to players (within its dates) or takes it away; usages in progress go on. */
export function setPromotionActive(agency: string, id: string, active: boolean): Promise<Promotion> {
  return staffApi.post(
    agencyPath(agency, `/promotions/${encodeURIComponent(id)}/${active ? "activate" : "deactivate"}`),
    {},
    (contract) => contract.promotionSchema,
  );
}

export function useSetPromotionActive(agency: string, after?: AfterCall<Promotion, Switch>) {
  return useAgencyChange(
    agency,
    (target: Switch) => setPromotionActive(agency, target.id, target.active),
    after,
  );
}
