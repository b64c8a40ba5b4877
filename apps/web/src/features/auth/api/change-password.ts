import type { ChangePasswordBody } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api.post("/v2/players/security/password/change", body, (contract) => contract.emptySchema);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
