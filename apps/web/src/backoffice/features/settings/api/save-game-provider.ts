import type { GameProviderBody, GameProviderSettings, Provider } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { backOfficeKeys } from "../../../lib/keys";
import { agencyPath, staffApi } from "../../../lib/staff-api";

export function saveGameProvider(
  agency: string,
  provider: Provider,
  body: GameProviderBody,
): Promise<GameProviderSettings> {
  return staffApi.put(
    agencyPath(agency, `/game-providers/${encodeURIComponent(provider)}`),
    body,
    (contract) => contract.gameProviderSettingsSchema,
  );
}

/** The body holds the API key: the finished call leaves the cache at once instead of minutes later. */
export function useSaveGameProvider(agency: string, provider: Provider, saved: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GameProviderBody) => saveGameProvider(agency, provider, body),
    gcTime: 0,
    onSuccess: () => {
      toast.success(saved, { duration: 4000 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
}
