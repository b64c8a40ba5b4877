import type { WithdrawalOrder } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Says the money was sent: the order is done. */
export function approveWithdrawal(agency: string, code: string): Promise<WithdrawalOrder> {
  return staffApi.post(
    agencyPath(agency, `/withdrawals/${encodeURIComponent(code)}/approve`),
    {},
    (contract) => contract.withdrawalOrderSchema,
  );
}

export function useApproveWithdrawal(agency: string, after?: AfterCall<WithdrawalOrder, string>) {
  return useAgencyChange(agency, (code: string) => approveWithdrawal(agency, code), after);
}
