import type { ApproveWithdrawalBody, WithdrawalOrder } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

type Approval = { code: string } & ApproveWithdrawalBody;

/** Says the money was sent, with the bank transfer's reference: the order is done. */
export function approveWithdrawal(
  agency: string,
  code: string,
  proof: ApproveWithdrawalBody,
): Promise<WithdrawalOrder> {
  return staffApi.post(
    agencyPath(agency, `/withdrawals/${encodeURIComponent(code)}/approve`),
    proof,
    (contract) => contract.withdrawalOrderSchema,
  );
}

export function useApproveWithdrawal(agency: string, after?: AfterCall<WithdrawalOrder, Approval>) {
  return useAgencyChange(
    agency,
    ({ code, ...proof }: Approval) => approveWithdrawal(agency, code, proof),
    after,
  );
}
