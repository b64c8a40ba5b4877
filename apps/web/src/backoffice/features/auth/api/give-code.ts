import type { StaffMe } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { staffApi } from "../../../lib/staff-api";
import { authKeys } from "./auth-keys";

export function giveCode(code: string): Promise<StaffMe> {
  return staffApi.post("/auth/totp", { code }, (contract) => contract.staffMeSchema, {
    skipLoginRedirect: true,
  });
}

export function useGiveCode(after: AfterCall<StaffMe, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...after,
    mutationFn: giveCode,
    onSuccess: async (me, code, ...rest) => {
      queryClient.setQueryData(authKeys.me, me);
      await after.onSuccess?.(me, code, ...rest);
    },
  });
}
