import type { addPaymentMethodBody } from "@kham/contract";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { type Saved, useSettingsSave } from "./use-settings-save";

export type PaymentMethodInput = z.input<typeof addPaymentMethodBody>;

export function addPaymentMethod(agency: string, method: PaymentMethodInput) {
  return staffApi.post(
    agencyPath(agency, "/payment-methods"),
    method,
    (contract) => contract.paymentMethodSchema,
  );
}

export function useAddPaymentMethod(agency: string, saved: Saved<PaymentMethodInput>) {
  return useSettingsSave(agency, (method: PaymentMethodInput) => addPaymentMethod(agency, method), saved);
}
