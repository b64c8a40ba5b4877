import { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

/** The answer names the agency with the domains it keeps. */
export function removeDomain(agency: string, domain: string) {
  return staffApi.post(agencyPath(agency, `/domains/${encodeURIComponent(domain)}/remove`), {}, (contract) =>
    z.object({ agency: contract.adminAgencySchema }),
  );
}

export function useRemoveDomain(agency: string, saved: Saved<string>) {
  return useSettingsSave(agency, (domain: string) => removeDomain(agency, domain), saved);
}
