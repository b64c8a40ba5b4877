import type { SettleJobBody } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Records a dead transfer as done: staff found it in the provider's own back office (see SETTLE_JOB_KINDS). */
export function settleJob(agency: string, id: number, body: SettleJobBody) {
  return staffApi.post(
    agencyPath(agency, `/jobs/${id}/settle`),
    body,
    (contract) => contract.settleJobResultSchema,
  );
}

/** Recorded here or retried by someone else first: either way the lists have changed. */
export function useSettleJob(
  agency: string,
  id: number,
  after?: AfterCall<Awaited<ReturnType<typeof settleJob>>, SettleJobBody>,
) {
  return useAgencyChange(agency, (body: SettleJobBody) => settleJob(agency, id, body), after);
}
