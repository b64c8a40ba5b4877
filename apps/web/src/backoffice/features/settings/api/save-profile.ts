import type { agencyProfileBody } from "@kham/contract";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

export type AgencyProfileInput = z.input<typeof agencyProfileBody>;

export function saveProfile(agency: string, profile: AgencyProfileInput) {
  return staffApi.put(agencyPath(agency, "/profile"), profile, (contract) => contract.agencySettingsSchema);
}

export function useSaveProfile(agency: string, saved: Saved<AgencyProfileInput>) {
  return useSettingsSave(agency, (profile: AgencyProfileInput) => saveProfile(agency, profile), saved);
}
