import type { StaffTightenLimitBody } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Sets a limit tighter than the player's own; a looser one is refused 422 LIMIT_NOT_TIGHTER. */
export function tightenLimit(agency: string, username: string, body: StaffTightenLimitBody) {
  return staffApi.put(
    agencyPath(agency, `/players/${encodeURIComponent(username)}/protection/limits`),
    body,
    (contract) => contract.staffProtectionSchema,
  );
}

export function useTightenLimit(
  agency: string,
  username: string,
  after?: AfterCall<Awaited<ReturnType<typeof tightenLimit>>, StaffTightenLimitBody>,
) {
  return useAgencyChange(
    agency,
    (body: StaffTightenLimitBody) => tightenLimit(agency, username, body),
    after,
  );
}
