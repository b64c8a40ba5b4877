import type { AgencyInfo } from "@kham/contract";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getAgencyInfo(): Promise<AgencyInfo> {
  return api.get("/v2/agency/info", (contract) => contract.agencyInfoSchema);
}

export const agencyKeys = { info: ["agency", "info"] as const };

/** Agency info is never retried; a 404 shows the full-page support message instead. */
export function agencyInfoQueryOptions() {
  return queryOptions({ queryKey: agencyKeys.info, queryFn: getAgencyInfo, retry: false });
}

/** The agency serving this host; the root route has loaded it before anything renders. */
export function useAgencyInfo() {
  return useSuspenseQuery(agencyInfoQueryOptions()).data.agency;
}
