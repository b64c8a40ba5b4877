import type { CreateStaffBody, Staff } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, staffApi } from "../../lib/staff-api";

/** The agency's staff accounts (and, for platform staff, the platform's). */
export const staffQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "staff"),
    queryFn: () => staffApi.get(agencyPath(agency, "/staff"), (contract) => contract.staffSchema.array()),
  });

/** A new account; without a password in the body, the answer holds the generated one, this once. */
export function createStaff(agency: string, body: CreateStaffBody) {
  return staffApi.post(agencyPath(agency, "/staff"), body, (contract) => contract.createdStaffSchema);
}

/** What an owner may do to an account: disable it, or make its next login enrol a new authenticator. */
export type StaffChange = "disable" | "reset-2fa";

export function changeStaff(agency: string, username: string, change: StaffChange) {
  return staffApi.post(
    agencyPath(agency, `/staff/${encodeURIComponent(username)}/${change}`),
    {},
    (contract) => contract.staffSchema,
  );
}

export type { Staff };
