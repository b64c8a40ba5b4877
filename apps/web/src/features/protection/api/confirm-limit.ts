import type { ConfirmProtectionLimitBody, Protection } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { protectionKeys } from "./protection-keys";

/** Applies a raise or removal whose 24 hours are over, within its 7 days. */
export function confirmLimit(body: ConfirmProtectionLimitBody): Promise<Protection> {
  return api.post("/v2/players/protection/limits/confirm", body, (contract) => contract.protectionSchema);
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (protection) => queryClient.setQueryData(protectionKeys.all, protection),
    // A refusal means the screen's pending change is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: protectionKeys.all }),
  });
}
