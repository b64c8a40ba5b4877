import type { DepositLaoQr } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, type Caller } from "@/lib/api-client";
import { depositKeys } from "./deposit-keys";

export function getDepositLaoQr(code: string, { client }: Caller = {}): Promise<DepositLaoQr> {
  return api.get(
    `/v2/deposits/${encodeURIComponent(code)}/laoqr`,
    (contract) => contract.depositLaoQrSchema,
    {
      client,
    },
  );
}

/** An order's QR never changes, so it is kept as long as the order is shown. */
export function depositLaoQrQueryOptions(code: string) {
  return queryOptions({
    queryKey: depositKeys.laoQr(code),
    queryFn: ({ client }) => getDepositLaoQr(code, { client }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDepositLaoQr(code: string) {
  return useQuery(depositLaoQrQueryOptions(code));
}
