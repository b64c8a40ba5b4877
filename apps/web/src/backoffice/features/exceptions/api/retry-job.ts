import { z } from "zod";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

export function retryJob(agency: string, id: number) {
  return staffApi.post(agencyPath(agency, `/jobs/${id}/retry`), {}, (contract) =>
    z.object({ job: contract.staffJobSchema }),
  );
}

export function useRetryJob(agency: string, after?: AfterCall<Awaited<ReturnType<typeof retryJob>>, number>) {
  return useAgencyChange(agency, (id: number) => retryJob(agency, id), after);
}
