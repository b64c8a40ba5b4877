/** The offer is public, outside ["player"]; the player's own under ["player", "promotions"] so logout drops it. */
export const promotionKeys = {
  all: ["promotions"] as const,
  list: () => [...promotionKeys.all, "list"] as const,
  detail: (promotionId: string) => [...promotionKeys.all, "detail", promotionId] as const,
  player: ["player", "promotions"] as const,
  current: () => [...promotionKeys.player, "current"] as const,
  usageLists: () => [...promotionKeys.player, "usages"] as const,
  blocking: () => [...promotionKeys.player, "blocking"] as const,
};
