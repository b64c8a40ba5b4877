import type { StaffAlertSettingsBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

export function saveStaffAlerts(agency: string, body: StaffAlertSettingsBody) {
  return staffApi.put(agencyPath(agency, "/alerts"), body, (contract) => contract.staffAlertSettingsSchema);
}

/** The body may hold the bot's token: the finished call leaves the cache at once. */
export function useSaveStaffAlerts(agency: string, saved: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAlertSettingsBody) => saveStaffAlerts(agency, body),
    gcTime: 0,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.staffAlerts(agency), settings);
      toast.success(saved, { duration: 4000 });
    },
  });
}
