import type { GameProviderSettings } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

/** The agency's four provider accounts with their health; never a key, only its last four characters. */
export function getGameProviders(agency: string): Promise<GameProviderSettings[]> {
  return staffApi.get(agencyPath(agency, "/game-providers"), (contract) =>
    contract.gameProviderSettingsSchema.array(),
  );
}

export const gameProvidersQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: settingsKeys.gameProviders(agency),
    queryFn: () => getGameProviders(agency),
    staleTime: 60_000,
  });
