import type { Page, StaffWithdrawal, WithdrawalListQuery, WithdrawalStatus } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { withdrawalKeys } from "./withdrawal-keys";

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

export function getWithdrawals(agency: string, query: WithdrawalListQuery): Promise<Page<StaffWithdrawal>> {
  return staffApi.get(agencyPath(agency, `/withdrawals${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffWithdrawalSchema),
  );
}

export const withdrawalsQueryOptions = (agency: string, query: WithdrawalListQuery) =>
  queryOptions({
    queryKey: withdrawalKeys.list(agency, query),
    queryFn: () => getWithdrawals(agency, query),
    placeholderData: keepPreviousData,
    // The live stream refreshes it; a minute is only for when the stream is down.
    staleTime: 60_000,
  });
