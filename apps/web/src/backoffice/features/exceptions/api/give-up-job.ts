import type { GiveUpJobBody } from "@kham/contract";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Gives up a dead transfer whose money never left: the provider is asked first (see GIVE_UP_JOB_KINDS). */
export function giveUpJob(agency: string, id: number, body: GiveUpJobBody) {
  return staffApi.post(
    agencyPath(agency, `/jobs/${id}/give-up`),
    body,
    (contract) => contract.giveUpJobResultSchema,
  );
}

/** Given up here or retried by someone else first: either way the lists have changed. */
export function useGiveUpJob(
  agency: string,
  id: number,
  after?: AfterCall<Awaited<ReturnType<typeof giveUpJob>>, GiveUpJobBody>,
) {
  return useAgencyChange(agency, (body: GiveUpJobBody) => giveUpJob(agency, id, body), after);
}
