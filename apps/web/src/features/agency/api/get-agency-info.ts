import type { AgencyInfo } from "@kham/contract";
import { type QueryClient, queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { INLINED, readInlinedData } from "@/lib/inlined-data";

export function getAgencyInfo({ client }: Caller = {}): Promise<AgencyInfo> {
  return api.get("/v2/agency/info", (contract) => contract.agencyInfoSchema, { client });
}

export const agencyKeys = { info: ["agency", "info"] as const };

/** Agency info is never retried; a 404 shows the full-page support message instead. */
export function agencyInfoQueryOptions() {
  return queryOptions({ queryKey: agencyKeys.info, queryFn: getAgencyInfo, retry: false });
}

/** The page's inlined agency info becomes the query's answer, so the root renders without that call. */
export function seedAgencyInfo(queryClient: QueryClient): void {
  const inlined = readInlinedData(INLINED.agencyInfo) as Partial<AgencyInfo> | undefined;
  if (inlined?.agency && typeof inlined.agency === "object") {
    queryClient.setQueryData(agencyKeys.info, inlined as AgencyInfo);
  }
}

/** The agency serving this host; the root route has loaded it before anything renders. */
export function useAgencyInfo() {
  return useSuspenseQuery(agencyInfoQueryOptions()).data.agency;
}
