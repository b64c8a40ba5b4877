import type { Promotion, PromotionUsage } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import { promotionKeys } from "./promotion-keys";

/**
 * What the promotions screen was drawn from when the server rendered it: the answers of the calls
 * its route loads before it renders (see preloadPromotionList), as the server read them.
 */
export interface PromotionScreenData {
  promotions: Promotion[];
  currentUsage: PromotionUsage | null;
}

/** The block when it holds both answers in their shape (the promotion in use may be null); else undefined. */
export function promotionScreenData(block: unknown): PromotionScreenData | undefined {
  const value = block as Partial<PromotionScreenData> | null | undefined;
  if (typeof value !== "object" || value === null || !Array.isArray(value.promotions)) return undefined;
  if (value.currentUsage === undefined || typeof value.currentUsage !== "object") return undefined;
  return value as PromotionScreenData;
}

/** Seeds the screen's queries with what the server drew it from, so its route waits on none of them to hydrate. */
export function seedPromotionScreen(queryClient: QueryClient, data: PromotionScreenData): void {
  queryClient.setQueryData(promotionKeys.list(), data.promotions);
  queryClient.setQueryData(promotionKeys.current(), data.currentUsage);
}
