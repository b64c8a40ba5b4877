import { z } from "zod";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Runs a job that gave up once more. */
export function retryJob(agency: string, id: number) {
  return staffApi.post(agencyPath(agency, `/jobs/${id}/retry`), {}, (contract) =>
    z.object({ job: contract.staffJobSchema }),
  );
}

export function useRetryJob(agency: string, after?: AfterCall<Awaited<ReturnType<typeof retryJob>>, number>) {
  return useAgencyChange(agency, (id: number) => retryJob(agency, id), after);
}
