import type { PaymentGatewaySettings } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { settingsKeys } from "./settings-keys";

export function getPaymentGateway(agency: string): Promise<PaymentGatewaySettings> {
  return staffApi.get(
    agencyPath(agency, "/payment-gateway"),
    (contract) => contract.paymentGatewaySettingsSchema,
  );
}

export const paymentGatewayQueryOptions = (agency: string) =>
  queryOptions({
    queryKey: settingsKeys.gateway(agency),
    queryFn: () => getPaymentGateway(agency),
    staleTime: 60_000,
  });
