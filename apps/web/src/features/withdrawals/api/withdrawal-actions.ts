import type { CreateWithdrawalBody, WithdrawalOrder } from "@kham/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { api } from "@/lib/api-client";
import { isOpenWithdrawal } from "../rules";
import { withdrawalKeys } from "./withdrawal-keys";

export function createWithdrawal(body: CreateWithdrawalBody): Promise<WithdrawalOrder> {
  return api.post("/v2/withdrawals", body, (contract) => contract.withdrawalOrderSchema);
}

/** After any change to an order: it is shown at once, then the orders and the credit are refetched. */
export async function refreshAfterWithdrawal(
  queryClient: QueryClient,
  order?: WithdrawalOrder,
): Promise<void> {
  if (order) {
    queryClient.setQueryData(withdrawalKeys.open(), isOpenWithdrawal(order) ? [order] : []);
    queryClient.setQueryData(withdrawalKeys.detail(order.code), order);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation<WithdrawalOrder, Error, CreateWithdrawalBody>({
    mutationFn: createWithdrawal,
    onSuccess: (order) => refreshAfterWithdrawal(queryClient, order),
  });
}
