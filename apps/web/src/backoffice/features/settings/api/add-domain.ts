import { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

/** The answer names the agency with all its domains. */
export function addDomain(agency: string, domain: string) {
  return staffApi.post(agencyPath(agency, "/domains"), { domain }, (contract) =>
    z.object({ agency: contract.adminAgencySchema }),
  );
}

export function useAddDomain(agency: string, saved: Saved<string>) {
  return useSettingsSave(agency, (domain: string) => addDomain(agency, domain), saved);
}
