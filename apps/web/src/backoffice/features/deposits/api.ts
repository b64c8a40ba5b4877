import type { DepositListQuery, StaffDeposit } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, queryString, staffApi } from "../../lib/staff-api";
import { type DepositSearch, listQuery } from "../../lib/table-search";

/** The list call of what the screen shows: newest first unless sorted otherwise, Lao days as instants. */
export function depositQuery(search: DepositSearch): DepositListQuery {
  return listQuery.deposits(search);
}

function fetchDeposits(agency: string, query: DepositListQuery) {
  return staffApi.get(agencyPath(agency, `/deposits${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffDepositSchema),
  );
}

export const depositsQueryOptions = (agency: string, query: DepositListQuery) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "deposits", query),
    queryFn: () => fetchDeposits(agency, query),
    placeholderData: keepPreviousData,
    // The live stream refreshes it; a minute is only for when the stream is down.
    staleTime: 60_000,
  });

/** One order by its code: the list searched by code (a prefix), then the exact match (null: none). */
export function depositByCodeQueryOptions(agency: string, code: string) {
  const query = depositQuery({ search: code, pageSize: 5 });
  return queryOptions({
    queryKey: backOfficeKeys.list(agency, "deposits", query),
    queryFn: () => fetchDeposits(agency, query),
    select: (found) => found.items.find((order) => order.code === code) ?? null,
    staleTime: 60_000,
  });
}

export type { StaffDeposit };
