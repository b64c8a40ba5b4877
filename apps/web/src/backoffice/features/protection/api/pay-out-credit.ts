import type { Provider } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** An excluded player's whole credit at one provider, as a withdrawal to their bank account. */
export function payOutCredit(agency: string, username: string, provider: Provider) {
  return staffApi.post(
    agencyPath(agency, `/players/${encodeURIComponent(username)}/payout`),
    { provider },
    (contract) => contract.withdrawalOrderSchema,
  );
}

/** The agency is read again after it, so the new withdrawal shows in the player's orders. */
export function usePayOutCredit(
  agency: string,
  username: string,
  after?: AfterCall<Awaited<ReturnType<typeof payOutCredit>>, Provider>,
) {
  return useAgencyChange(agency, (provider: Provider) => payOutCredit(agency, username, provider), after);
}
