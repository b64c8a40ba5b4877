import type { Promotion } from "@kham/contract";

/** Where an active promotion stands in its dates: players see it only while it is live. */
export type PromotionPhase = "scheduled" | "live" | "ended";

export function promotionPhase(promotion: Pick<Promotion, "startsAt" | "endsAt">, now: Date): PromotionPhase {
  if (Date.parse(promotion.startsAt) > now.getTime()) return "scheduled";
  if (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now.getTime()) return "ended";
  return "live";
}
