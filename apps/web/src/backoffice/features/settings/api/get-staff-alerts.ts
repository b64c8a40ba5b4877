import type { StaffAlertSettings } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

export function getStaffAlerts(agency: string): Promise<StaffAlertSettings> {
  return staffApi.get(agencyPath(agency, "/alerts"), (contract) => contract.staffAlertSettingsSchema);
}

export const staffAlertsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: settingsKeys.staffAlerts(agency),
    queryFn: () => getStaffAlerts(agency),
    staleTime: 60_000,
  });
