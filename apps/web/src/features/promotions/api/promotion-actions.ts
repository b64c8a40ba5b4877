import type { PromotionUsage, UsePromotionBody } from "@kham/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { api } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export function takePromotion(body: UsePromotionBody): Promise<PromotionUsage> {
  return api.post("/v2/promotions/use", body, (contract) => contract.promotionUsageSchema);
}

export function recheckUsage(): Promise<PromotionUsage | null> {
  return api.post("/v2/promotions/usages/recheck", {}, (contract) =>
    contract.promotionUsageSchema.nullable(),
  );
}

export function cancelUsage(usageId: string): Promise<PromotionUsage> {
  return api.post("/v2/promotions/usages/cancel", { usageId }, (contract) => contract.promotionUsageSchema);
}

/** Shown at once, then promotion data and credit are refetched (a cancel takes the bonus back). */
export async function refreshAfterUsage(
  queryClient: QueryClient,
  usage: PromotionUsage | null | undefined,
): Promise<void> {
  if (usage !== undefined) {
    queryClient.setQueryData(promotionKeys.current(), usage?.status === "USED" ? usage : null);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionKeys.player }),
    queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  ]);
}

function useUsageMutation<TInput, TResult extends PromotionUsage | null>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TInput>({
    mutationFn,
    onSuccess: (usage) => refreshAfterUsage(queryClient, usage),
  });
}

export const useTakePromotion = () => useUsageMutation(takePromotion);
export const useRecheckUsage = () => useUsageMutation<void, PromotionUsage | null>(() => recheckUsage());
export const useCancelUsage = () => useUsageMutation(cancelUsage);
