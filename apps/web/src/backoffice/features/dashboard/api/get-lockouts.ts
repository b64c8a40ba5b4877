import type { secondFactorLockoutSchema } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { dashboardKeys } from "./dashboard-keys";

export type SecondFactorLockout = z.infer<typeof secondFactorLockoutSchema>;

/** The owners' notice: second-factor lockouts of the last seven days (platform staff's for platform owners). */
export function getLockouts(agency: string): Promise<SecondFactorLockout[]> {
  return staffApi.get(agencyPath(agency, "/staff/lockouts"), (contract) =>
    contract.secondFactorLockoutSchema.array(),
  );
}

export const lockoutsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: dashboardKeys.lockouts(agency),
    queryFn: () => getLockouts(agency),
    staleTime: 60_000,
  });
