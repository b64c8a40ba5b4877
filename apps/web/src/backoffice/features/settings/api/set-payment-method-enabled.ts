import type { PaymentMethod } from "@kham/contract";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

type MethodSwitch = { method: PaymentMethod; enabled: boolean };

/** Stops or resumes offering a merchant id to players (in every currency it has). */
export function setPaymentMethodEnabled(agency: string, mid: string, enabled: boolean) {
  return staffApi.post(
    agencyPath(agency, `/payment-methods/${encodeURIComponent(mid)}/${enabled ? "enable" : "disable"}`),
    {},
    (contract) => contract.paymentMethodSchema.array(),
  );
}

export function useSetPaymentMethodEnabled(agency: string, saved: Saved<MethodSwitch>) {
  return useSettingsSave(
    agency,
    (change: MethodSwitch) => setPaymentMethodEnabled(agency, change.method.mid, change.enabled),
    saved,
  );
}
