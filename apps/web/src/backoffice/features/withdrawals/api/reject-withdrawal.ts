import type { WithdrawalOrder } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

type Rejection = { code: string; reason: string };

/** Returns the credit to the player's game; the reason is kept with the order. */
export function rejectWithdrawal(agency: string, code: string, reason: string): Promise<WithdrawalOrder> {
  return staffApi.post(
    agencyPath(agency, `/withdrawals/${encodeURIComponent(code)}/reject`),
    { reason },
    (contract) => contract.withdrawalOrderSchema,
  );
}

export function useRejectWithdrawal(agency: string, after?: AfterCall<WithdrawalOrder, Rejection>) {
  return useAgencyChange(
    agency,
    (input: Rejection) => rejectWithdrawal(agency, input.code, input.reason),
    after,
  );
}
