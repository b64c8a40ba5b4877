import type { SetReminderBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { protectionKeys } from "./protection-keys";

export function setReminder(body: SetReminderBody): Promise<unknown> {
  return api.put("/v2/players/protection/reminder", body, (contract) => contract.emptySchema);
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: protectionKeys.all }),
  });
}
