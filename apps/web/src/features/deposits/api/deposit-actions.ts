import type { CreateDepositBody, DepositOrder } from "@kham/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { api } from "@/lib/api-client";
import { depositKeys } from "./deposit-keys";

export function createDeposit(body: CreateDepositBody): Promise<DepositOrder> {
  return api.post("/v2/deposits", body, (contract) => contract.depositOrderSchema);
}

export function checkDeposit(code: string): Promise<DepositOrder> {
  return api.post(
    `/v2/deposits/${encodeURIComponent(code)}/check`,
    {},
    (contract) => contract.depositOrderSchema,
  );
}

export function cancelDeposit(code: string): Promise<DepositOrder> {
  return api.post(
    `/v2/deposits/${encodeURIComponent(code)}/cancel`,
    {},
    (contract) => contract.depositOrderSchema,
  );
}

/** After any change to an order: the open order, the history and (once paid) the credit are refetched. */
export async function refreshAfterDeposit(queryClient: QueryClient, order?: DepositOrder): Promise<void> {
  const open = order && (order.status === "OPEN" || order.status === "PAID") ? [order] : [];
  if (order) {
    queryClient.setQueryData(depositKeys.open(), open);
    queryClient.setQueryData(depositKeys.detail(order.code), order);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: depositKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

function useDepositMutation<TInput>(mutationFn: (input: TInput) => Promise<DepositOrder>) {
  const queryClient = useQueryClient();
  return useMutation<DepositOrder, Error, TInput>({
    mutationFn,
    onSuccess: (order) => refreshAfterDeposit(queryClient, order),
  });
}

export const useCreateDeposit = () => useDepositMutation(createDeposit);
export const useCheckDeposit = () => useDepositMutation(checkDeposit);
export const useCancelDeposit = () => useDepositMutation(cancelDeposit);
