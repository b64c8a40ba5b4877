import type { CreateStaffBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { staffKeys } from "./staff-keys";

/** A new account; without a password in the body, the answer holds the generated one, this once. */
export function createStaff(agency: string, body: CreateStaffBody) {
  return staffApi.post(agencyPath(agency, "/staff"), body, (contract) => contract.createdStaffSchema);
}

export function useCreateStaff(
  agency: string,
  after?: AfterCall<Awaited<ReturnType<typeof createStaff>>, CreateStaffBody>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...after,
    mutationFn: (body: CreateStaffBody) => createStaff(agency, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all(agency) }),
  });
}
