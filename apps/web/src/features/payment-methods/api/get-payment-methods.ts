import type { PaymentMethod } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { paymentMethodKeys } from "./payment-method-keys";

export function getPaymentMethods({ client }: Caller = {}): Promise<PaymentMethod[]> {
  return api.get("/v2/payment-methods", (contract) => contract.paymentMethodSchema.array(), { client });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({ queryKey: paymentMethodKeys.all, queryFn: getPaymentMethods });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
