import type { Protection, SetProtectionLimitBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { protectionKeys } from "./protection-keys";

/** Sets, lowers, raises or removes one limit; the server decides whether it applies at once or waits. */
export function setLimit(body: SetProtectionLimitBody): Promise<Protection> {
  return api.put("/v2/players/protection/limits", body, (contract) => contract.protectionSchema);
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (protection) => queryClient.setQueryData(protectionKeys.all, protection),
  });
}
