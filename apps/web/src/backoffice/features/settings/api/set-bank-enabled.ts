import { agencyPath, staffApi } from "../../../lib/staff-api";
import type { AgencySettings } from "./get-settings";
import { type Saved, useSettingsSave } from "./use-settings-save";

type BankSwitch = { bank: AgencySettings["banks"][number]; enabled: boolean };

export function setBankEnabled(agency: string, code: string, enabled: boolean) {
  return staffApi.post(
    agencyPath(agency, `/banks/${encodeURIComponent(code)}/${enabled ? "enable" : "disable"}`),
    {},
    (contract) => contract.staffBankSchema,
  );
}

export function useSetBankEnabled(agency: string, saved: Saved<BankSwitch>) {
  return useSettingsSave(
    agency,
    (change: BankSwitch) => setBankEnabled(agency, change.bank.code, change.enabled),
    saved,
  );
}
