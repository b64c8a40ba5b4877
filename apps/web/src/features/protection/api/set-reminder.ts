import type { Protection, SetReminderBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { protectionKeys } from "./protection-keys";

export function setReminder(body: SetReminderBody): Promise<Protection> {
  return api.put("/v2/players/protection/reminder", body, (contract) => contract.protectionSchema);
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: (protection) => queryClient.setQueryData(protectionKeys.all, protection),
  });
}
