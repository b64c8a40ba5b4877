import type { StaffAlertTest } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Sends a message to each chat with the saved token (not the form's unsaved values) and says how it went. */
export function testStaffAlerts(agency: string): Promise<StaffAlertTest> {
  return staffApi.post(agencyPath(agency, "/alerts/test"), {}, (contract) => contract.staffAlertTestSchema);
}

export function useTestStaffAlerts(agency: string) {
  return useMutation({ mutationFn: () => testStaffAlerts(agency) });
}
