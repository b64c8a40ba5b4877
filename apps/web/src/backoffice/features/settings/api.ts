import type {
  addPaymentMethodBody,
  agencyProfileBody,
  agencySettingsSchema,
  Currency,
  setLimitsBody,
} from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, staffApi } from "../../lib/staff-api";

export type AgencySettings = z.infer<typeof agencySettingsSchema>;
export type AgencyProfileInput = z.input<typeof agencyProfileBody>;
export type PaymentMethodInput = z.input<typeof addPaymentMethodBody>;
export type LimitsInput = z.input<typeof setLimitsBody>;

export const settingsQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "settings"),
    queryFn: () => staffApi.get(agencyPath(agency, "/settings"), (contract) => contract.agencySettingsSchema),
    staleTime: 60_000,
  });

const segment = encodeURIComponent;

export function saveProfile(agency: string, profile: AgencyProfileInput) {
  return staffApi.put(agencyPath(agency, "/profile"), profile, (contract) => contract.agencySettingsSchema);
}

/** The domain answers name the agency with all its domains. */
const agencyAnswer = (contract: typeof import("@kham/contract")) =>
  z.object({ agency: contract.adminAgencySchema });

export function addDomain(agency: string, domain: string) {
  return staffApi.post(agencyPath(agency, "/domains"), { domain }, agencyAnswer);
}

export function removeDomain(agency: string, domain: string) {
  return staffApi.post(agencyPath(agency, `/domains/${segment(domain)}/remove`), {}, agencyAnswer);
}

export function setRate(agency: string, currency: Currency, rate: { buy: string; sell: string }) {
  return staffApi.post(
    agencyPath(agency, `/rates/${segment(currency)}`),
    rate,
    (contract) => contract.ratesSchema,
  );
}

export function setLimits(agency: string, limits: LimitsInput) {
  return staffApi.post(agencyPath(agency, "/limits"), limits, (contract) => contract.limitsSchema);
}

export function addPaymentMethod(agency: string, method: PaymentMethodInput) {
  return staffApi.post(
    agencyPath(agency, "/payment-methods"),
    method,
    (contract) => contract.paymentMethodSchema,
  );
}

/** Stops or resumes offering a merchant id to players (in every currency it has). */
export function setPaymentMethodEnabled(agency: string, mid: string, enabled: boolean) {
  return staffApi.post(
    agencyPath(agency, `/payment-methods/${segment(mid)}/${enabled ? "enable" : "disable"}`),
    {},
    (contract) => contract.paymentMethodSchema.array(),
  );
}

export function setBankEnabled(agency: string, code: string, enabled: boolean) {
  return staffApi.post(
    agencyPath(agency, `/banks/${segment(code)}/${enabled ? "enable" : "disable"}`),
    {},
    (contract) => contract.staffBankSchema,
  );
}

export function setPromotionThreshold(agency: string, promotionCreditThreshold: string) {
  return staffApi.put(
    agencyPath(agency, "/promotion-threshold"),
    { promotionCreditThreshold },
    (contract) => contract.agencySettingsSchema,
  );
}
