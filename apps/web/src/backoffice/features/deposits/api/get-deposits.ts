import type { DepositListQuery, Page, StaffDeposit } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { type DepositSearch, listQuery } from "../../../lib/table-search";
import { depositKeys } from "./deposit-keys";

/** The list call of what the screen shows: newest first unless sorted otherwise, Lao days as instants. */
export function depositQuery(search: DepositSearch): DepositListQuery {
  return listQuery.deposits(search);
}

export function getDeposits(agency: string, query: DepositListQuery): Promise<Page<StaffDeposit>> {
  return staffApi.get(agencyPath(agency, `/deposits${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffDepositSchema),
  );
}

export const depositsQueryOptions = (agency: string, query: DepositListQuery) =>
  queryOptions({
    queryKey: depositKeys.list(agency, query),
    queryFn: () => getDeposits(agency, query),
    placeholderData: keepPreviousData,
    // The live stream refreshes it; a minute is only for when the stream is down.
    staleTime: 60_000,
  });
