import type { StaffWithdrawal, WithdrawalListQuery, WithdrawalStatus } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, queryString, staffApi } from "../../lib/staff-api";

/** The list call of what the screen shows: the queue unless a status is picked. */
export function withdrawalQuery(
  search: Partial<Omit<WithdrawalListQuery, "status">> & { status?: WithdrawalStatus | "ALL" },
): WithdrawalListQuery {
  const queue = search.status === undefined;
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? 20,
    sort: search.sort ?? "createdAt",
    order: search.order ?? (queue ? "asc" : "desc"),
    search: search.search,
    from: search.from,
    to: search.to,
    status: queue ? "OPEN" : search.status === "ALL" ? undefined : search.status,
  };
}

export const withdrawalsQueryOptions = (agency: string, query: WithdrawalListQuery) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "withdrawals", query),
    queryFn: () =>
      staffApi.get(agencyPath(agency, `/withdrawals${queryString(query)}`), (contract) =>
        contract.pageSchema(contract.staffWithdrawalSchema),
      ),
    placeholderData: keepPreviousData,
    // The live stream refreshes it; a minute is only for when the stream is down.
    staleTime: 60_000,
  });

export function approveWithdrawal(agency: string, code: string) {
  return staffApi.post(
    agencyPath(agency, `/withdrawals/${encodeURIComponent(code)}/approve`),
    {},
    (contract) => contract.withdrawalOrderSchema,
  );
}

export function rejectWithdrawal(agency: string, code: string, reason: string) {
  return staffApi.post(
    agencyPath(agency, `/withdrawals/${encodeURIComponent(code)}/reject`),
    { reason },
    (contract) => contract.withdrawalOrderSchema,
  );
}

export type { StaffWithdrawal };
