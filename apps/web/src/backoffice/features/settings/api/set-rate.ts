import type { Currency } from "@kham/contract";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

type Rate = { buy: string; sell: string };

export function setRate(agency: string, currency: Currency, rate: Rate) {
  return staffApi.post(
    agencyPath(agency, `/rates/${encodeURIComponent(currency)}`),
    rate,
    (contract) => contract.ratesSchema,
  );
}

export function useSetRate(agency: string, currency: Currency, saved: Saved<Rate>) {
  return useSettingsSave(agency, (rate: Rate) => setRate(agency, currency, rate), saved);
}
