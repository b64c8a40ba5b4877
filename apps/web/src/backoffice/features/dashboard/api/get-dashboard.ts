import type { dashboardSchema } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { dashboardKeys } from "./dashboard-keys";

export type Dashboard = z.infer<typeof dashboardSchema>;
/** One Lao calendar day of the dashboard: credit in and out (THB) and new players. */
export type DashboardDay = Dashboard["days"][number];
export type Totals = Dashboard["today"];

export function getDashboard(agency: string): Promise<Dashboard> {
  return staffApi.get(agencyPath(agency, "/dashboard"), (contract) => contract.dashboardSchema);
}

export const dashboardQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: dashboardKeys.figures(agency),
    queryFn: () => getDashboard(agency),
    // Order events refresh the agency's queries live; a minute is only for when the stream is down.
    staleTime: 60_000,
  });
