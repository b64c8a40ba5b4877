import type { resolvePaymentBody, StaffJob, StaffPayment } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, queryString, staffApi } from "../../lib/staff-api";

export type PaymentStatus = StaffPayment["status"];
export type JobStatus = StaffJob["status"];
export type ResolvePaymentBody = z.input<typeof resolvePaymentBody>;

/**
 * Payments and jobs change without a live event (a payment that names no known order, a job giving
 * up), so their lists are asked again every minute while the screen is open.
 */
const REFRESH_MS = 60_000;

export const paymentsQueryOptions = (agency: string, query: { status: PaymentStatus; page: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "payments", query),
    queryFn: () =>
      staffApi.get(agencyPath(agency, `/payments${queryString(query)}`), (contract) =>
        contract.pageSchema(contract.staffPaymentSchema),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function resolvePayment(agency: string, id: string, body: ResolvePaymentBody) {
  return staffApi.post(
    agencyPath(agency, `/payments/${encodeURIComponent(id)}/resolve`),
    body,
    (contract) => contract.paymentResolutionSchema,
  );
}

/** Jobs of one status, or of every status when none is given. */
export const jobsQueryOptions = (agency: string, query: { status: JobStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "jobs", query),
    queryFn: () =>
      staffApi.get(agencyPath(agency, `/jobs${queryString(query)}`), (contract) =>
        contract.pageSchema(contract.staffJobSchema),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export function retryJob(agency: string, id: number) {
  return staffApi.post(agencyPath(agency, `/jobs/${id}/retry`), {}, (contract) =>
    z.object({ job: contract.staffJobSchema }),
  );
}

/** Gives up a dead transfer whose money never left: the provider is asked first (see GIVE_UP_JOB_KINDS). */
export function giveUpJob(agency: string, id: number, note: string) {
  return staffApi.post(
    agencyPath(agency, `/jobs/${id}/give-up`),
    { note },
    (contract) => contract.giveUpJobResultSchema,
  );
}

export type { StaffJob, StaffPayment };
