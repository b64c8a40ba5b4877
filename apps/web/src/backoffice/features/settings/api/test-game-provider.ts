import type { Provider, ProviderTest } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

/** Calls the provider with the stored account (not the form's unsaved values) and says how it went. */
export function testGameProvider(agency: string, provider: Provider): Promise<ProviderTest> {
  return staffApi.post(
    agencyPath(agency, `/game-providers/${encodeURIComponent(provider)}/test`),
    {},
    (contract) => contract.providerTestSchema,
  );
}

/** The test's call is recorded in the provider's health, so the health is read again after it. */
export function useTestGameProvider(agency: string, provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testGameProvider(agency, provider),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.gameProviders(agency) }),
  });
}
