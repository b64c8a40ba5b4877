import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Blocks the player from promotions (`blocked`) or lets them take promotions again. */
export function setPlayerBlocked(agency: string, username: string, blocked: boolean) {
  return staffApi.post(
    agencyPath(agency, `/players/${encodeURIComponent(username)}/${blocked ? "block" : "unblock"}`),
    {},
    (contract) => contract.playerBlockingSchema,
  );
}

export function useSetPlayerBlocked(
  agency: string,
  username: string,
  blocked: boolean,
  after?: AfterCall<Awaited<ReturnType<typeof setPlayerBlocked>>, void>,
) {
  return useAgencyChange(agency, () => setPlayerBlocked(agency, username, blocked), after);
}
