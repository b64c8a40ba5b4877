import type { agencySettingsSchema } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

export type AgencySettings = z.infer<typeof agencySettingsSchema>;

export function getSettings(agency: string): Promise<AgencySettings> {
  return staffApi.get(agencyPath(agency, "/settings"), (contract) => contract.agencySettingsSchema);
}

export const settingsQueryOptions = (agency: string) =>
  queryOptions({ queryKey: settingsKeys.all(agency), queryFn: () => getSettings(agency), staleTime: 60_000 });
