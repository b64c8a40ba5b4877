import type { Staff } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { staffKeys } from "./staff-keys";

/** The agency's staff accounts (and, for platform staff, the platform's). */
export function getStaff(agency: string): Promise<Staff[]> {
  return staffApi.get(agencyPath(agency, "/staff"), (contract) => contract.staffSchema.array());
}

export const staffQueryOptions = (agency: string) =>
  queryOptions({ queryKey: staffKeys.all(agency), queryFn: () => getStaff(agency) });
