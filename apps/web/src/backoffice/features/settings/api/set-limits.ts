import type { setLimitsBody } from "@kham/contract";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

export type LimitsInput = z.input<typeof setLimitsBody>;

export function setLimits(agency: string, limits: LimitsInput) {
  return staffApi.post(agencyPath(agency, "/limits"), limits, (contract) => contract.limitsSchema);
}

export function useSetLimits(agency: string, saved: Saved<LimitsInput>) {
  return useSettingsSave(agency, (limits: LimitsInput) => setLimits(agency, limits), saved);
}
