import { backOfficeKeys } from "../../../lib/keys";
import type { JobStatus } from "./get-jobs";
import type { PaymentStatus } from "./get-payments";

export const exceptionKeys = {
  payments: (agency: string, query: { status: PaymentStatus; page: number }) =>
    backOfficeKeys.list(agency, "payments", query),
  jobs: (agency: string, query: { status: JobStatus | undefined; page: number }) =>
    backOfficeKeys.list(agency, "jobs", query),
};
