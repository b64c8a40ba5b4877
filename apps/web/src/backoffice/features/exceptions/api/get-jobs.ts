import type { JobView, Page, StaffJob } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { exceptionKeys } from "./exception-keys";
import { EXCEPTIONS_REFRESH_MS } from "./get-payments";

export type JobStatus = JobView;

/** Jobs of one status (or "stuck": dead or waiting on the agency's credit), or of every status when none is given. */
export function getJobs(
  agency: string,
  query: { status: JobStatus | undefined; page: number },
): Promise<Page<StaffJob>> {
  return staffApi.get(agencyPath(agency, `/jobs${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffJobSchema),
  );
}

export const jobsQueryOptions = (agency: string, query: { status: JobStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: exceptionKeys.jobs(agency, query),
    queryFn: () => getJobs(agency, query),
    placeholderData: keepPreviousData,
    refetchInterval: EXCEPTIONS_REFRESH_MS,
  });
