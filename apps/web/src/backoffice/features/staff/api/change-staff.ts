import type { Staff } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { staffKeys } from "./staff-keys";

/** What an owner may do to an account: disable it, or make its next login enrol a new authenticator. */
export type StaffChange = "disable" | "reset-2fa";

type Change = { username: string; change: StaffChange };

export function changeStaff(agency: string, username: string, change: StaffChange): Promise<Staff> {
  return staffApi.post(
    agencyPath(agency, `/staff/${encodeURIComponent(username)}/${change}`),
    {},
    (contract) => contract.staffSchema,
  );
}

export function useChangeStaff(agency: string, after?: AfterCall<Staff, Change>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...after,
    mutationFn: (input: Change) => changeStaff(agency, input.username, input.change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all(agency) }),
  });
}
