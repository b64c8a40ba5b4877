import { queryOptions } from "@tanstack/react-query";
import { depositKeys } from "./deposit-keys";
import { depositQuery, getDeposits } from "./get-deposits";

/** One order by its code: the list searched by code (a prefix), then the exact match (null: none). */
export function depositByCodeQueryOptions(agency: string, code: string) {
  const query = depositQuery({ search: code, pageSize: 5 });
  return queryOptions({
    queryKey: depositKeys.list(agency, query),
    queryFn: () => getDeposits(agency, query),
    select: (found) => found.items.find((order) => order.code === code) ?? null,
    staleTime: 60_000,
  });
}
