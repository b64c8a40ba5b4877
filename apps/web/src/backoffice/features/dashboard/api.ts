import type { dashboardSchema, secondFactorLockoutSchema } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, staffApi } from "../../lib/staff-api";

export type Dashboard = z.infer<typeof dashboardSchema>;
/** One Lao calendar day of the dashboard: credit in and out (THB) and new players. */
export type DashboardDay = Dashboard["days"][number];
export type Totals = Dashboard["today"];

export const dashboardQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "dashboard"),
    queryFn: () => staffApi.get(agencyPath(agency, "/dashboard"), (contract) => contract.dashboardSchema),
    // Order events refresh the agency's queries live; a minute is only for when the stream is down.
    staleTime: 60_000,
  });

export type SecondFactorLockout = z.infer<typeof secondFactorLockoutSchema>;

/** The owners' notice: second-factor lockouts of the last seven days (platform staff's for platform owners). */
export const lockoutsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "lockouts"),
    queryFn: () =>
      staffApi.get(agencyPath(agency, "/staff/lockouts"), (contract) =>
        contract.secondFactorLockoutSchema.array(),
      ),
    staleTime: 60_000,
  });
